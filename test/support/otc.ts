/** An OTC AML form with every field a submission needs (docs/otc.md, "The AML form"), for tests and benches. */
export const AML_FORM = {
  legal_name: 'Shop Ltd',
  registration_number: '09876543',
  country: 'GB',
  business_activity: 'Online retail of electronics',
  source_of_funds: 'Trading revenue',
  expected_monthly_volume: '250000.00',
  currencies: ['GBP', 'NGN'],
  purpose: 'Paying suppliers in Nigeria and China',
  politically_exposed: false,
  beneficial_owners: [{ name: 'Ada Obi', ownership_percent: '60.00', country: 'GB' }],
  sanctions_declaration: true,
}
