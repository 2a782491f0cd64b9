/**
 * The link token's gRPC glue, shared by the payments link and the hub's
 * market service: clients attach a fresh token when gRPC sends each call's
 * headers (per-call credentials, so a wait for a connection never stales
 * it); servers read it from the call's metadata and refuse with
 * UNAUTHENTICATED, logging why, before they handle anything.
 */
import * as grpc from '@grpc/grpc-js'
import type { Logger } from '../../platform/log'
import type { LinkAudience } from '../../platform/secrets/link_keys'
import { LINK_TOKEN_METADATA, type LinkVerifier } from './link_auth'

/** Mints the link token for one call: `mintLinkToken` bound to this caller's key, audience and name. */
export type LinkToken = () => string

// The caller learns only that its token was refused; why is in the server's log.
export const LINK_REFUSED: Partial<grpc.StatusObject> = { code: grpc.status.UNAUTHENTICATED, details: 'link token refused' }

/** Credentials for calls on an (insecure) channel that carry a token from `token`. */
export function linkCallCredentials(token: LinkToken): grpc.CallCredentials {
  return grpc.credentials.createFromMetadataGenerator((_params, callback) => {
    const metadata = new grpc.Metadata()
    metadata.set(LINK_TOKEN_METADATA, token())
    callback(null, metadata)
  })
}

/** The audience of the call's token, or undefined (logged with `service`) when it is missing, refused or not one of `allowed`. */
export function linkAudienceOf<A extends LinkAudience>(
  verifier: LinkVerifier,
  call: { readonly metadata: grpc.Metadata; getPeer(): string },
  allowed: readonly A[],
  logger: Logger,
  service: string,
): A | undefined {
  const token = call.metadata.get(LINK_TOKEN_METADATA)[0]
  const verdict = verifier.verify(typeof token === 'string' ? token : undefined)
  const audience = verdict.ok ? allowed.find((a) => a === verdict.audience) : undefined
  if (audience !== undefined) return audience
  logger.warn(
    { service, reason: verdict.ok ? `audience ${verdict.audience}` : verdict.reason, peer: call.getPeer() },
    'link refused a caller',
  )
  return undefined
}
