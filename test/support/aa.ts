/** Deploys the ERC-4337 v0.8 EntryPoint and SimpleAccountFactory from their npm artifacts on an anvil. */
import { accounts, viem } from '../../chains/esm_deps'
import { ANVIL_KEY_0, type Anvil } from './anvil'

type Artifact = { abi: unknown[]; bytecode: `0x${string}`; deployedBytecode: `0x${string}` }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const artifact = (name: string) => require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact
const ENTRY_POINT = artifact('EntryPoint')
export const FACTORY = artifact('SimpleAccountFactory')

export async function deployAccountAbstraction(anvil: Anvil) {
  const chain = viem.defineChain({
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  })
  const deployer = accounts.privateKeyToAccount(ANVIL_KEY_0)
  const wallet = viem.createWalletClient({ account: deployer, chain, transport: viem.http(anvil.url) })
  const reader = viem.createPublicClient({ chain, transport: viem.http(anvil.url), cacheTime: 0 })
  const deploy = async (a: Artifact, args: unknown[]) => {
    const hash = await wallet.deployContract({ abi: a.abi, bytecode: a.bytecode, args, gas: 8_000_000n } as never)
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('deployment failed')
    return receipt.contractAddress
  }
  const entryPoint = await deploy(ENTRY_POINT, [])
  const factory = await deploy(FACTORY, [entryPoint])
  return { chain, deployer, wallet, reader, entryPoint, factory }
}
