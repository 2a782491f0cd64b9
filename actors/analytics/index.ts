/**
 * The analytics product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import). No other product imports it: every
 * product feeds it through actors/runtime/activity.ts.
 */
export {}
