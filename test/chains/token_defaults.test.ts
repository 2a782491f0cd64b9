/**
 * The stablecoin contracts a default start knows are the published ones (test/fixtures/tokens.md, a copy of the
 * table they were taken from): each in its canonical form (EIP-55 checksum, TRON base58check, a 32-byte Solana
 * mint), with the decimals of the spec's table, as the registry documents them and the live adapters use them; a
 * variable overrides its token and `none` turns it off.
 */
import t from 'tap'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DECIMALS } from '../../chains/assets'
import { CHAIN_VARIABLES } from '../../chains/config_variables'
import { viem } from '../../chains/esm_deps'
import { liveAdapters } from '../../chains/live_adapters'
import type { Network } from '../../chains/networks'
import { kit } from '../../chains/solana/kit'
import { tronBase58, tronHex20 } from '../../chains/tron/parse'
import { REPO_ROOT } from '../support/source_files'

interface Row {
  readonly network: Network
  /** USDT, USDC, or USDC.e: the table's first word. */
  readonly token: string
  readonly contract: string
  readonly decimals: number
}

/** The rows of the fixture's table: `| POL | USDC (native, Circle) | \`0x…\` | 6 |`. */
function referenceRows(): Row[] {
  const text = readFileSync(path.join(REPO_ROOT, 'test/fixtures/tokens.md'), 'utf8')
  return [...text.matchAll(/^\| (\w+) \| ([\w.]+)[^|]* \| `(\w+)` \| (\d+) \|$/gm)].map((m) => ({
    network: m[1] as Network,
    token: m[2]!,
    contract: m[3]!,
    decimals: Number(m[4]),
  }))
}

const rows = referenceRows()
// USDC.e is Polygon's older bridged USDC: documented, not a default (POL_USDC is Circle's native USDC).
const defaults = rows.filter((r) => r.token !== 'USDC.e')

/** Every chain endpoint set (never reached: adapters connect on first use), no token variable. */
const ENDPOINTS = {
  ETH_RPC_URL: 'http://127.0.0.1:1',
  BSC_RPC_URL: 'http://127.0.0.1:2',
  POL_RPC_URL: 'http://127.0.0.1:3',
  TRX_RPC_URL: 'http://127.0.0.1:4',
  SOL_RPC_URL: 'http://127.0.0.1:5',
}

/** What each live adapter watches and sends, as `<NET>_<TOKEN>` -> contract. */
function tokensOf(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {}
  const live = liveAdapters(env)
  if (live.tron?.usdtContract) out.TRX_USDT = live.tron.usdtContract
  if (live.solana?.usdcMint) out.SOL_USDC = live.solana.usdcMint
  for (const adapter of live.evm.values())
    for (const [symbol, contract] of Object.entries(adapter.tokens)) out[`${adapter.network}_${symbol}`] = contract
  return out
}

t.test('the reference table: every network and token of the issue, nothing else', async (t) => {
  t.same(
    defaults.map((r) => `${r.network}_${r.token}`),
    ['ETH_USDT', 'ETH_USDC', 'BSC_USDT', 'BSC_USDC', 'POL_USDT', 'POL_USDC', 'TRX_USDT', 'SOL_USDC'],
  )
  t.equal(rows.length, 9, 'and USDC.e on POL')
})

t.test('each reference contract is in its canonical form, with the decimals of the spec table', async (t) => {
  for (const r of rows) {
    const name = `${r.network} ${r.token}`
    if (r.network === 'TRX') t.equal(tronBase58(tronHex20(r.contract)), r.contract, `${name}: base58check of a 0x41 address`)
    else if (r.network === 'SOL') t.doesNotThrow(() => kit.address(r.contract), `${name}: a base58 32-byte mint`)
    else t.equal(viem.getAddress(r.contract), r.contract, `${name}: EIP-55 checksum`)
    t.equal(DECIMALS[r.network][r.token.replace('.e', '')], r.decimals, `${name}: ${r.decimals} decimals`)
  }
})

t.test('a default start watches and sends the reference contracts', async (t) => {
  t.same(tokensOf(ENDPOINTS), Object.fromEntries(defaults.map((r) => [`${r.network}_${r.token}`, r.contract])))
})

t.test('the configuration table documents each default', async (t) => {
  for (const r of defaults) {
    const name = `${r.network}_${r.token}`
    t.equal(CHAIN_VARIABLES.find((v) => v.name === name)?.default, `\`${r.contract}\``, name)
  }
})

t.test('a variable overrides its token; none turns it off; an empty value is the default', async (t) => {
  const own = '0x00000000000000000000000000000000000000d7'
  const tokens = tokensOf({ ...ENDPOINTS, POL_USDT: own, POL_USDC: 'none', SOL_USDC: 'none', ETH_USDT: '' })
  t.equal(tokens.POL_USDT, own)
  t.notOk('POL_USDC' in tokens)
  t.notOk('SOL_USDC' in tokens)
  t.equal(tokens.ETH_USDT, '0xdAC17F958D2ee523a2206206994597C13D831ec7')
})
