/**
 * The platform's own billing account: the business id its plan checkout
 * sessions belong to (methods_subscription.ts). No merchant registers under
 * it; the sandbox reads it to find the buyer of a billing session.
 */
export const PLATFORM_BILLING = 'platform'
