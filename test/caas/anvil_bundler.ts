/**
 * A minimal ERC-4337 bundler over anvil, for CaaS tests: the three methods
 * the live submitter calls, each doing what a real bundler does on chain.
 *   eth_estimateUserOperationGas  EntryPointSimulations.simulateValidation by eth_call with the simulation
 *                                 code overriding the EntryPoint (as bundlers do), generous fixed limits back.
 *                                 A validation revert (e.g. a malformed placeholder signature) is an error;
 *                                 SIG_VALIDATION_FAILED is tolerated.
 *   eth_sendUserOperation         handleOps from anvil account 1 (simulated first: a revert such as AA25
 *                                 invalid account nonce is refused), answering the EntryPoint's hash.
 *   eth_getUserOperationReceipt   the UserOperationEvent of that hash, from the chain's logs.
 * `failNextSendAnswer` executes the next operation but answers garbage, as a
 * process that crashes right after eth_sendUserOperation would never see it.
 */
import { fromWire, type TransferUserOperation } from '../../actors/caas/user_operation'
import type { UserOperationWire } from '../../actors/caas/transfer/state'
import { aa, accounts, viem } from '../../chains/esm_deps'
import type { Anvil } from '../support/anvil'
import { startRpcServer } from '../support/rpc_server'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const SIMULATIONS = require('@account-abstraction/contracts/artifacts/EntryPointSimulations.json') as {
  abi: unknown[]
  deployedBytecode: `0x${string}`
}
/** Anvil's second default account: the bundler's signer and beneficiary (the first one deploys the contracts). */
const ANVIL_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const USER_OPERATION_EVENT = viem.parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
const GAS = { preVerificationGas: 60_000n, verificationGasLimit: 700_000n, callGasLimit: 200_000n }

type Reader = ReturnType<typeof viem.createPublicClient>
type Chain = ReturnType<typeof viem.defineChain>

/** The revert of a contract call as "ErrorName: arg, arg", or the viem message. */
export function revertReason(error: unknown): string {
  const reverted = error instanceof viem.BaseError ? error.walk((e) => e instanceof viem.ContractFunctionRevertedError) : null
  if (reverted instanceof viem.ContractFunctionRevertedError && reverted.data) {
    return `${reverted.data.errorName}: ${(reverted.data.args ?? []).map((a) => (typeof a === 'bigint' ? a.toString() : String(a))).join(', ')}`
  }
  return error instanceof Error ? error.message : String(error)
}

/** EntryPointSimulations.simulateValidation of `op` (eth_call, code override); throws the revert. */
export async function simulateValidation(reader: Reader, entryPoint: `0x${string}`, op: TransferUserOperation) {
  const { result } = await reader.simulateContract({
    address: entryPoint,
    abi: SIMULATIONS.abi,
    functionName: 'simulateValidation',
    args: [aa.toPackedUserOperation(op as never)],
    stateOverride: [{ address: entryPoint, code: SIMULATIONS.deployedBytecode }],
  } as never)
  return result as { returnInfo: { accountValidationData: bigint; preOpGas: bigint } }
}

/** `gas`: the limits estimation answers; a swap (approve, fee, router) needs a larger callGasLimit than a transfer. */
export async function startAnvilBundler(anvil: Anvil, chain: Chain, reader: Reader, entryPoint: `0x${string}`, gas = GAS) {
  const signer = viem.createWalletClient({ account: accounts.privateKeyToAccount(ANVIL_KEY_1), chain, transport: viem.http(anvil.url) })
  const state = { sends: 0, failNextSendAnswer: false }
  const answer = (id: unknown, result: unknown) => ({
    text: JSON.stringify({ jsonrpc: '2.0', id, result }, (_, v) => (typeof v === 'bigint' ? viem.numberToHex(v) : v)),
  })
  const refuse = (id: unknown, message: string) => ({ text: JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32500, message } }) })

  const methods: Record<string, (params: unknown[]) => Promise<unknown>> = {
    async eth_estimateUserOperationGas([wire]) {
      // Fees 0 so no prefund is needed to simulate; limits high enough for a deployment.
      const op = { ...fromWire(wire as UserOperationWire), ...gas, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n }
      await simulateValidation(reader, entryPoint, op)
      return gas
    },
    async eth_sendUserOperation([wire]) {
      state.sends += 1
      const packed = aa.toPackedUserOperation(fromWire(wire as UserOperationWire) as never)
      const hash = (await reader.readContract({
        address: entryPoint,
        abi: aa.entryPoint08Abi,
        functionName: 'getUserOpHash',
        args: [packed],
      })) as `0x${string}`
      const request = {
        address: entryPoint,
        abi: aa.entryPoint08Abi,
        functionName: 'handleOps',
        args: [[packed], signer.account.address],
        account: signer.account,
        gas: 3_000_000n,
      } as const
      await reader.simulateContract(request as never)
      const tx = await signer.writeContract(request as never)
      const receipt = await reader.waitForTransactionReceipt({ hash: tx })
      if (receipt.status !== 'success') throw new Error('handleOps reverted')
      return hash
    },
    async eth_getUserOperationReceipt([hash]) {
      const [log] = await reader.getLogs({
        address: entryPoint,
        event: USER_OPERATION_EVENT,
        args: { userOpHash: hash as `0x${string}` },
        fromBlock: 0n,
      })
      return log ? { userOpHash: hash, success: log.args.success, receipt: { transactionHash: log.transactionHash } } : null
    },
  }

  const server = await startRpcServer(async ({ body }) => {
    const method = methods[body.method as string]
    if (!method) return refuse(body.id, `method ${body.method} not supported`)
    try {
      const result = await method(body.params as unknown[])
      if (body.method === 'eth_sendUserOperation' && state.failNextSendAnswer) {
        state.failNextSendAnswer = false
        return { status: 502, text: 'bad gateway' }
      }
      return answer(body.id, result)
    } catch (error) {
      return refuse(body.id, revertReason(error))
    }
  })
  return { url: server.url, state, close: () => server.close() }
}
