/** Starts a real local EVM node (anvil, shipped inside an npm package) on a free port, for chain tests. */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { accounts, viem } from '../../chains/esm_deps'
import { freePort } from './processes'

const ANVIL_BIN = path.join(path.dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
/** Anvil's first default account: a public test key, funded with 10,000 ETH on every anvil. */
export const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export interface Anvil {
  readonly url: string
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>
  stop(): Promise<void>
}

/** `chainId`: another chain id than anvil's 31337 (two anvils standing for two networks of a bridge). */
export async function startAnvil(options: { chainId?: number } = {}): Promise<Anvil> {
  const port = await freePort()
  const chainArgs = options.chainId ? ['--chain-id', String(options.chainId)] : []
  const child: ChildProcess = spawn(ANVIL_BIN, ['--port', String(port), '--host', '127.0.0.1', '--accounts', '3', ...chainArgs], {
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  let id = 0
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await res.json()) as { result?: T; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result as T
  }
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await rpc('eth_chainId')
      break
    } catch {
      if (Date.now() > deadline) throw new Error('anvil did not start')
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return {
    url,
    rpc,
    stop: async () => {
      child.kill('SIGKILL')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

/** viem clients on an anvil: `funder` sends from ANVIL_KEY_0, `reader` reads without caching. */
export function anvilClients(url: string, chainId = 31337) {
  const chain = viem.defineChain({
    id: chainId,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  const funder = viem.createWalletClient({ account: accounts.privateKeyToAccount(ANVIL_KEY_0), chain, transport: viem.http(url) })
  const reader = viem.createPublicClient({ chain, transport: viem.http(url), cacheTime: 0 })
  return { funder, reader }
}
