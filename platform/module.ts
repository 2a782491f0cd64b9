/**
 * The link contract between the roles: a payments method and the gateway's client for it. The module
 * contracts build on these a layer up: the payments half in actors/runtime/service/module.ts, the gateway half in
 * gateway/core/module.ts, the whole product module in gateway/core/platform_module.ts.
 */
import type { Caller } from './caller'

export type { MethodHandler } from './operation'

/** The gateway's view of the payments role: one call per request over the multiplexed stream. */
export interface PaymentsClient {
  call<T = unknown>(method: string, body: unknown, caller: Caller): Promise<T>
}
