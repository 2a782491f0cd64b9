/**
 * @solana/kit ships CommonJS for require() with its types declared for
 * both; required here once so every Solana file shares one instance.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const kit: typeof import('@solana/kit', { with: { 'resolution-mode': 'require' } }) = require('@solana/kit')
