/**
 * The virtual accounts product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import).
 */

// No other product imports virtual accounts yet (remittance and OTC will credit inbound bank payments through it).
export {}
