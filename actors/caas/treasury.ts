/**
 * The platform's CaaS treasury: a smart account of the platform's CaaS wallet like every user's, at a salt no
 * phone number can have, one per environment. Withdrawals sweep USDC into it, returns and on-ramp deposits send
 * USDC from it, each as a leg on the same exactly-once ladder as users' transfers (legs.ts).
 *
 * Live, the operator keeps it funded (USDC and the network coin for its user operations' gas): a leg it cannot
 * pay fails and its flow holds the money for an operator. In the sandbox it refills itself from the sandbox
 * faucet, so test keys work out of the box.
 */
import { createHash } from 'node:crypto'
import { NATIVE_CURRENCY, decimalsOf } from '../../chains/assets'
import { spendable } from '../../chains/sandbox/ledger'
import type { TransferSender } from './transfer/state'
import type { CaasMode } from './user/state'
import type { CaasContext } from './context'

/**
 * The salt's index: 32 bytes in hex where a user's salt takes its phone number's blind index (an HMAC under the
 * platform's key), so it is never a user's.
 */
const TREASURY_INDEX = createHash('sha256').update('caas/platform-treasury').digest('hex')

export async function treasuryOf(caas: CaasContext, mode: CaasMode): Promise<TransferSender> {
  const w = await caas.walletFor(TREASURY_INDEX, mode, 0)
  return { userId: `treasury:${mode}`, wallet: w.address, owner: w.owner, ownerPath: w.ownerPath, salt: w.salt }
}

/** What the sandbox treasury tops itself up to: whole tokens of USDC and of the network coin. */
const SANDBOX_FLOAT = { token: 1_000_000n, native: 1_000n }

/**
 * Tops the sandbox treasury up from the faucet when it holds less than `need` (base units of USDC) or little of
 * the network coin. Faucet credits settle a block later: true when what it holds now already covers `need`.
 */
export async function refillSandboxTreasury(caas: CaasContext, need: bigint): Promise<boolean> {
  const { network, token } = caas.config
  const treasury = await treasuryOf(caas, 'test')
  const native = NATIVE_CURRENCY[network]
  const nowMs = caas.payments.clock.nowMs()
  const wanted = [
    { currency: token, floor: need, float: SANDBOX_FLOAT.token * 10n ** BigInt(caas.config.decimals) },
    {
      currency: native,
      floor: 10n ** BigInt(decimalsOf(network, native) ?? 18),
      float: SANDBOX_FLOAT.native * 10n ** BigInt(decimalsOf(network, native) ?? 18),
    },
  ]
  let covered = true
  for (const w of wanted) {
    const have = await spendable(caas.payments.sql, network, treasury.wallet, w.currency, nowMs)
    if (have >= w.floor) continue
    covered = false
    // Unsettled faucet credits count as on their way: a pass repeated within a block does not credit twice.
    const [row] = await caas.payments.sql<{ pending: string }[]>`
      SELECT coalesce(sum(amount), 0)::text AS pending FROM sandbox_transfers
      WHERE network = ${network} AND to_address = ${treasury.wallet} AND currency = ${w.currency} AND settles_at_ms > ${nowMs}`
    if (have + BigInt(row?.pending ?? '0') >= w.floor) continue
    await caas.chains.ledger.credit({ network, currency: w.currency, toAddress: treasury.wallet, amount: w.float })
  }
  return covered
}
