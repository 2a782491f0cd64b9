/**
 * bitcoinjs-lib 7 ships CommonJS for require() but declares its types as an
 * ES module, which a CommonJS TypeScript file cannot import directly; this
 * one file requires it and re-exports it with its own types.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const bitcoin: typeof import('bitcoinjs-lib', { with: { 'resolution-mode': 'import' } }) = require('bitcoinjs-lib')
export type BitcoinNetwork = import('bitcoinjs-lib', { with: { 'resolution-mode': 'import' } }).Network
