/**
 * Packages whose type declarations are ES modules while their runtime also
 * ships CommonJS: required here once, typed through `import()` types, so
 * the rest of the code imports them normally.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const ecc: typeof import('tiny-secp256k1', { with: { 'resolution-mode': 'import' } }) = require('tiny-secp256k1')
export const slip10: typeof import('ed25519-hd-key', { with: { 'resolution-mode': 'import' } }) = require('ed25519-hd-key')
export const ecpair: typeof import('ecpair', { with: { 'resolution-mode': 'import' } }) = require('ecpair')
export const viem: typeof import('viem', { with: { 'resolution-mode': 'import' } }) = require('viem')
export type ViemPublicClient = import('viem', { with: { 'resolution-mode': 'import' } }).PublicClient
export const accounts: typeof import('viem/accounts', { with: { 'resolution-mode': 'import' } }) = require('viem/accounts')
export const aa: typeof import('viem/account-abstraction', { with: { 'resolution-mode': 'import' } }) = require('viem/account-abstraction')
