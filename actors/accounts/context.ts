/** What the accounts methods share: actor asks that unwrap rejections, and the keys derived from the master key. */
import { hkdfSync } from 'node:crypto'
import { asker } from '../runtime/unwrap'
import { apiKeyRef } from './apikey/decide'
import { merchantRef } from './merchant/decide'
import { userRef } from './user/decide'
import { emailClaimRef } from './user/email_claim'
import type { PaymentsContext } from '../runtime/service/module'
import { JwtKeys } from '../../platform/secrets/jwt'
import { Sealer } from '../../platform/secrets/sealer'
import type { ApiKeyCommand } from './apikey/commands'
import type { ActiveKey } from './apikey/state'
import type { ActiveMerchant } from './merchant/state'
import type { MerchantCommand } from './merchant/commands'
import type { ClaimCommand } from './user/commands'
import type { ClaimState } from './user/state'
import type { ActiveUser } from './user/state'
import type { UserCommand } from './user/commands'

export const AUTH_INVALIDATE_CHANNEL = 'platform:auth:invalidate'

export interface AccessContext {
  readonly payments: PaymentsContext
  readonly jwt: JwtKeys
  readonly pepper: Buffer
  readonly totpSealer: Sealer
  merchant(id: string, command: MerchantCommand): Promise<ActiveMerchant>
  user(id: string, command: UserCommand): Promise<ActiveUser>
  claim(email: string, command: ClaimCommand): Promise<ClaimState>
  apiKey(id: string, command: ApiKeyCommand): Promise<ActiveKey>
}

export function accessContext(ctx: PaymentsContext): AccessContext {
  return {
    payments: ctx,
    jwt: new JwtKeys(ctx.masterKey),
    pepper: Buffer.from(hkdfSync('sha256', ctx.masterKey, Buffer.alloc(0), 'platform/apikey-pepper', 32)),
    totpSealer: new Sealer(ctx.masterKey, 'totp'),
    merchant: asker(ctx.host, merchantRef),
    user: asker(ctx.host, userRef),
    claim: asker(ctx.host, emailClaimRef),
    apiKey: asker(ctx.host, apiKeyRef),
  }
}
