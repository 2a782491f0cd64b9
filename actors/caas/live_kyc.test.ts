import t from 'tap'
import { liveKycRefusal } from './live_kyc'

const rows: { name: string; isTestMode: boolean; kyc: 'approved' | 'pending' | 'rejected' | null; refusal: 'KYC_REQUIRED' | null }[] = [
  { name: 'live key, approved KYC -> allowed', isTestMode: false, kyc: 'approved', refusal: null },
  { name: 'error: kyc_required: live key, KYC pending', isTestMode: false, kyc: 'pending', refusal: 'KYC_REQUIRED' },
  { name: 'error: kyc_required: live key, KYC rejected (approval withdrawn)', isTestMode: false, kyc: 'rejected', refusal: 'KYC_REQUIRED' },
  { name: 'error: kyc_required: live key, merchant not found', isTestMode: false, kyc: null, refusal: 'KYC_REQUIRED' },
  { name: 'test key, KYC pending -> allowed (the sandbox is for integrating)', isTestMode: true, kyc: 'pending', refusal: null },
  { name: 'test key, merchant not found -> allowed (nothing live is at stake)', isTestMode: true, kyc: null, refusal: null },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    t.equal(liveKycRefusal({ isTestMode: row.isTestMode }, row.kyc === null ? null : { kyc: row.kyc }), row.refusal)
  })
}
