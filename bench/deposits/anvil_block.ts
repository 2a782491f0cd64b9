/** One anvil block paying many addresses at once, for the deposit benches. */
import type { Anvil } from '../../test/support/anvil'

/**
 * Queues one transfer of `wei` to each payee with mining held, mines them in one block, and answers the moment the
 * block exists (evm_mine has returned). Interval mining, if the node had it, resumes at `blockTimeS` afterwards.
 */
export async function blockPaying(anvil: Anvil, payees: ReadonlyArray<{ address: string; wei: bigint }>, blockTimeS = 0): Promise<number> {
  const from = (await anvil.rpc<string[]>('eth_accounts'))[0]!
  await anvil.rpc('evm_setIntervalMining', [0])
  await anvil.rpc('evm_setAutomine', [false])
  const nonce = Number(await anvil.rpc<string>('eth_getTransactionCount', [from, 'pending']))
  const sends = payees.map(({ address, wei }, i) =>
    anvil.rpc('eth_sendTransaction', [
      { from, to: address, value: `0x${wei.toString(16)}`, gas: '0x5208', nonce: `0x${(nonce + i).toString(16)}` },
    ]),
  )
  await Promise.all(sends)
  await anvil.rpc('evm_mine')
  const minedAtMs = Date.now()
  if (blockTimeS > 0) await anvil.rpc('evm_setIntervalMining', [blockTimeS])
  else await anvil.rpc('evm_setAutomine', [true])
  return minedAtMs
}
