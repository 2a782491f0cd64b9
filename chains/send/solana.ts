/**
 * SOL and USDC (SPL) sends. The fee is what the cluster quotes for the very
 * message signed (lamports per signature), plus, when the recipient has no
 * USDC account yet, the rent of the one this transfer creates for them: both
 * leave the sender's SOL, so both are the transfer's cost. Funds are checked
 * before signing with the rule the runtime applies after execution: the
 * sender may end at zero lamports or at least at the rent-exempt minimum,
 * nothing in between.
 */
import { formatUnits } from '../assets'
import { associatedTokenAddress, TOKEN_PROGRAM } from '../solana/ata'
import type { SolanaAdapter } from '../solana/adapter'
import { buildSolanaTransfer, TOKEN_ACCOUNT_BYTES } from '../solana/transfer'
import type { DerivationPool } from '../../workers/pool'
import { keyOf, type TransferRequest } from './outcome'
import type { Prepared } from './signed'

const refused = (code: 'insufficient_funds' | 'currency_unavailable' | 'broadcast_failed', message: string): Prepared => ({
  ok: false,
  code,
  message,
})

const USDC_DECIMALS = 6
const sol = (lamports: bigint) => `${formatUnits(lamports, 9)} SOL`

/** Builds and signs; sends nothing. The hash is the first signature; the blockhash's last valid height is its expiry. */
export async function prepareSolana(adapter: SolanaAdapter, pool: DerivationPool, req: TransferRequest): Promise<Prepared> {
  const currency = req.currency
  if (currency !== 'SOL' && currency !== 'USDC')
    return refused('currency_unavailable', `${currency} is not sent on SOL (SOL and USDC only)`)
  const mint = adapter.usdcMint
  if (currency === 'USDC' && !mint) return refused('currency_unavailable', 'USDC has no mint configured on SOL (SOL_USDC)')
  const [recipientOwner, rentMinimum] = await Promise.all([adapter.accountOwner(req.toAddress), adapter.rentExemptMinimum(0)])
  let rent = 0n
  if (currency === 'SOL') {
    // The runtime refuses to create an account below the rent-exempt minimum.
    if (recipientOwner === null && req.amount < rentMinimum)
      return refused('broadcast_failed', `${req.toAddress} does not exist yet: a first transfer must be at least ${sol(rentMinimum)}`)
  } else {
    // A token account is not a wallet: an associated account derived from it would hold the tokens where no wallet looks.
    if (recipientOwner === TOKEN_PROGRAM)
      return refused('broadcast_failed', `${req.toAddress} is a token account; send to the recipient's wallet address`)
    const held = await adapter.balance(req.fromAddress, 'USDC')
    if (held < req.amount)
      return refused(
        'insufficient_funds',
        `insufficient funds: ${req.fromAddress} holds ${formatUnits(held, USDC_DECIMALS)} USDC, the transfer needs ${formatUnits(req.amount, USDC_DECIMALS)}`,
      )
    const recipientAccount = await associatedTokenAddress(req.toAddress, mint!)
    if ((await adapter.accountOwner(recipientAccount)) === null) rent = await adapter.rentExemptMinimum(TOKEN_ACCOUNT_BYTES)
  }
  const lifetime = await adapter.latestBlockhash()
  const common = { from: req.fromAddress, to: req.toAddress, amount: req.amount, lifetime }
  const messageBase64 = await buildSolanaTransfer(
    currency === 'SOL'
      ? { ...common, currency }
      : { ...common, currency, mint: mint!, decimals: USDC_DECIMALS, createRecipientAccount: rent > 0n },
  )
  const fee = await adapter.fee(messageBase64)
  if (fee === null) return refused('broadcast_failed', 'expired: the blockhash expired before the fee could be priced; try again')
  const lamports = await adapter.balance(req.fromAddress, 'SOL')
  const cost = (currency === 'SOL' ? req.amount : 0n) + fee + rent
  const left = lamports - cost
  if (left < 0n || (left > 0n && left < rentMinimum)) {
    return refused(
      'insufficient_funds',
      `insufficient funds: ${req.fromAddress} holds ${sol(lamports)}, the transfer costs ${sol(cost)} (fee ${sol(fee)}${rent > 0n ? `, recipient token account ${sol(rent)}` : ''}) and must leave 0 or at least ${sol(rentMinimum)}`,
    )
  }
  const signed = await pool.signSol(req.walletId, req.envelope, keyOf(req), messageBase64)
  return {
    ok: true,
    payload: {
      mode: 'live',
      network: req.network,
      txHash: signed.signature,
      raw: signed.wireBase64,
      from: req.fromAddress,
      fee: fee + rent,
      feeCurrency: 'SOL',
      expiry: { kind: 'block_height', value: Number(lifetime.lastValidBlockHeight) },
    },
  }
}
