/**
 * PlatformSwap on anvil beside the published Uniswap V2 artifacts, called
 * directly (the REST path is in execute.test.ts): the fee reaches the fee
 * address, the output equals the router's getAmountsOut on what remains,
 * the event carries fee and output, and the router's reverts come through.
 */
import t from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { PLATFORM_SWAP_ABI } from '../../chains/swap/platform_swap_artifact'
import { anvilClients, startAnvil } from '../support/anvil'
import { DEFLATING, ERC20, deployUniswap, routerAmountsOut, tokenBalance } from '../support/uniswap'

const E18 = 10n ** 18n
type Abi = import('viem', { with: { 'resolution-mode': 'import' } }).Abi

t.test('PlatformSwap: fee, output, event and reverts', async (t) => {
  const anvil = await startAnvil()
  t.teardown(() => anvil.stop())
  const feeTo = accounts.privateKeyToAccount(`0x${'77'.repeat(32)}`).address
  const u = await deployUniswap(anvil.url, feeTo)
  const { funder, reader } = anvilClients(anvil.url)
  const me = funder.account.address
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
  const swap = async (functionName: string, args: unknown[], value?: bigint) => {
    const hash = await funder.writeContract({
      address: u.platformSwap,
      abi: PLATFORM_SWAP_ABI,
      functionName: functionName as never,
      args: args as never,
      ...(value ? { value } : {}),
    })
    return reader.waitForTransactionReceipt({ hash })
  }
  const swapped = (receipt: { logs: readonly { address: string; data: `0x${string}`; topics: readonly `0x${string}`[] }[] }) =>
    viem.parseEventLogs({ abi: PLATFORM_SWAP_ABI, eventName: 'Swapped', logs: receipt.logs as never })[0]!.args

  await t.test('native -> token: 0.3% of the value to the fee address, the rest through the router', async (t) => {
    const amountIn = E18
    const fee = (amountIn * 30n) / 10000n
    const expected = await routerAmountsOut(anvil.url, u.router, amountIn - fee, [u.weth, u.tokenA])
    const before = await tokenBalance(anvil.url, u.tokenA, me)
    const receipt = await swap('swapNativeForTokens', [u.tokenA, 1n, me, deadline], amountIn)
    t.equal(receipt.status, 'success')
    t.equal(await reader.getBalance({ address: feeTo }), fee, 'fee arrived')
    t.equal((await tokenBalance(anvil.url, u.tokenA, me)) - before, expected, 'output = getAmountsOut(amount_in - fee)')
    t.match(swapped(receipt), { amountIn, fee, amountOut: expected, tokenIn: viem.zeroAddress })
  })

  await t.test('token -> token and token -> native after an approve', async (t) => {
    const amountIn = 5n * E18
    const fee = (amountIn * 30n) / 10000n
    await funder
      .writeContract({ address: u.tokenA, abi: ERC20.abi as Abi, functionName: 'approve', args: [u.platformSwap, amountIn] })
      .then((hash) => reader.waitForTransactionReceipt({ hash }))
    const expected = await routerAmountsOut(anvil.url, u.router, amountIn - fee, [u.tokenA, u.tokenB])
    const receipt = await swap('swapTokensForTokens', [u.tokenA, u.tokenB, amountIn, expected, me, deadline])
    t.match(swapped(receipt), { amountIn, fee, amountOut: expected })
    t.equal(await tokenBalance(anvil.url, u.tokenA, feeTo), fee)
    await funder
      .writeContract({ address: u.tokenA, abi: ERC20.abi as Abi, functionName: 'approve', args: [u.platformSwap, amountIn] })
      .then((hash) => reader.waitForTransactionReceipt({ hash }))
    const toNative = await routerAmountsOut(anvil.url, u.router, amountIn - fee, [u.tokenA, u.weth])
    const to = accounts.privateKeyToAccount(`0x${'78'.repeat(32)}`).address
    const r2 = await swap('swapTokensForNative', [u.tokenA, amountIn, toNative, to, deadline])
    t.match(swapped(r2), { amountOut: toNative, tokenOut: viem.zeroAddress })
    t.equal(await reader.getBalance({ address: to }), toNative)
  })

  await t.test('fee-on-transfer input: the event reports what was really received', async (t) => {
    const amountIn = 10n * E18
    await funder
      .writeContract({ address: u.deflating, abi: DEFLATING.abi as Abi, functionName: 'approve', args: [u.platformSwap, amountIn] })
      .then((hash) => reader.waitForTransactionReceipt({ hash }))
    const before = await tokenBalance(anvil.url, u.tokenB, me)
    const receipt = await swap('swapTokensForTokens', [u.deflating, u.tokenB, amountIn, 1n, me, deadline])
    const got = (await tokenBalance(anvil.url, u.tokenB, me)) - before
    const quoted = await routerAmountsOut(anvil.url, u.router, amountIn - (amountIn * 30n) / 10000n, [u.deflating, u.tokenB])
    t.equal(swapped(receipt).amountOut, got)
    t.ok(got < quoted, 'a deflating token delivers less than the quote')
  })

  await t.test('error: the router reverts with its reason (minimum, deadline)', async (t) => {
    const sim = (args: unknown[]) =>
      reader.simulateContract({
        account: me,
        address: u.platformSwap,
        abi: PLATFORM_SWAP_ABI,
        functionName: 'swapNativeForTokens',
        args: args as never,
        value: E18,
      })
    await t.rejects(sim([u.tokenA, 10n ** 30n, me, deadline]), /INSUFFICIENT_OUTPUT_AMOUNT/)
    await t.rejects(sim([u.tokenA, 1n, me, 1n]), /UniswapV2Router: EXPIRED/)
  })
})
