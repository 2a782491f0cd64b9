/**
 * `ibantools` declares its types as an ES module while shipping CommonJS too (as the packages in
 * chains/esm_deps.ts do): required here once, typed through `import()`.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const ibantools: typeof import('ibantools', { with: { 'resolution-mode': 'import' } }) = require('ibantools')
