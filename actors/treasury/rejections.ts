/** The closed set of codes the treasury's operations answer with (gateway/core/rejection_catalogue.ts maps them). */
export type TreasuryRejection = 'BUSINESS_WALLET_REQUIRED' | 'NETWORK_UNAVAILABLE' | 'INVALID_NETWORK'
