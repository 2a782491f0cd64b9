/**
 * rippled's `submit` answer -> a broadcast result. tesSUCCESS and terQUEUED
 * mean the transaction was accepted for relay (it still settles only in a
 * validated ledger); everything else is a refusal with a stable code.
 */
import { field } from '../../platform/json_object'
import { rejected, type BroadcastRejection, type BroadcastResult } from '../broadcast'
import { answerString } from './transport'

const CODES: Readonly<Record<string, BroadcastRejection>> = {
  tefPAST_SEQ: 'inputs_spent',
  tefALREADY: 'duplicate',
  tefMAX_LEDGER: 'expired',
  tefBAD_AUTH: 'invalid_signature',
  temBAD_SIGNATURE: 'invalid_signature',
  temINVALID: 'invalid_signature',
  telINSUF_FEE_P: 'fee_too_low',
  terINSUF_FEE_B: 'insufficient_funds',
  tecUNFUNDED_PAYMENT: 'insufficient_funds',
  tecINSUFF_FEE: 'insufficient_funds',
  tecNO_DST_INSUF_XRP: 'rejected',
}

export function submitResult(reply: unknown): BroadcastResult {
  const code = answerString(reply, 'engine_result')
  const hash = field(reply, 'tx_json', 'hash')
  if ((code === 'tesSUCCESS' || code === 'terQUEUED') && typeof hash === 'string' && hash) return { ok: true, txHash: hash }
  const message = field(reply, 'engine_result_message')
  return rejected(CODES[code] ?? 'rejected', `${code}: ${typeof message === 'string' ? message : ''}`)
}
