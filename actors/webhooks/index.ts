/**
 * The webhooks product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import).
 */
export { rfc3339 } from './catalogue'
