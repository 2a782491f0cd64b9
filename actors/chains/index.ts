/**
 * The chains product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import).
 */
export type { DepositStatus } from './deposit/state'
export { sendContext, sendRecord } from './send/context'
export type { SendContext } from './send/context'
export { reconcileSend } from './send/reconciler'
export { answerOf, sendOnce } from './send/send_once'
export type { SendAnswer } from './send/send_once'
export type { ChainSendRecord } from './send/state'
export { chainSendEvents } from './send/events'
export { depositEvents } from './deposit/events'
export { chainsFor } from './service'
export type { ChainService } from './service'
export type { DepositObserved, DepositView } from './watch/deposit_router'
export { depositsOf } from './watch/deposits_of'
