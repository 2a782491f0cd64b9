/**
 * A minimal ERC-4337 bundler JSON-RPC client (eth_estimateUserOperationGas,
 * eth_sendUserOperation, eth_getUserOperationReceipt). Bundler errors are
 * translated here, once, into BundlerError with the bundler's message.
 */
import { field, objectField } from '../../platform/json_object'

export class BundlerError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'BundlerError'
  }
}

export interface UserOperationReceipt {
  readonly success: boolean
  readonly reason?: string
  readonly receipt: { readonly transactionHash: string }
}

export class BundlerClient {
  private id = 0

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** The answer's `result`, unread (the methods below read it field by field); a JSON-RPC error is thrown as a BundlerError. */
  private async call(method: string, params: unknown[]): Promise<unknown> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
      body: JSON.stringify({ jsonrpc: '2.0', id: ++this.id, method, params }),
    })
    const body: unknown = await res.json()
    const error = objectField(body, 'error')
    if (error) {
      if (typeof error.code !== 'number' || typeof error.message !== 'string')
        throw new Error(`${method}: the bundler answered a malformed error: ${JSON.stringify(error)}`)
      throw new BundlerError(error.code, error.message)
    }
    return field(body, 'result')
  }

  async estimate(
    op: Record<string, unknown>,
    entryPoint: string,
  ): Promise<{ preVerificationGas: string; verificationGasLimit: string; callGasLimit: string }> {
    const gas = await this.call('eth_estimateUserOperationGas', [op, entryPoint])
    return {
      preVerificationGas: answerString(gas, 'preVerificationGas'),
      verificationGasLimit: answerString(gas, 'verificationGasLimit'),
      callGasLimit: answerString(gas, 'callGasLimit'),
    }
  }

  async send(op: Record<string, unknown>, entryPoint: string): Promise<string> {
    const hash = await this.call('eth_sendUserOperation', [op, entryPoint])
    if (typeof hash !== 'string') throw new Error(`eth_sendUserOperation: the bundler answered a non-string hash: ${String(hash)}`)
    return hash
  }

  /** The receipt, or null while the bundler has none. */
  async receipt(userOpHash: string): Promise<UserOperationReceipt | null> {
    const receipt = await this.call('eth_getUserOperationReceipt', [userOpHash])
    if (receipt === null || receipt === undefined) return null
    const success = field(receipt, 'success')
    if (typeof success !== 'boolean')
      throw new Error(`eth_getUserOperationReceipt: the bundler answered a non-boolean success: ${String(success)}`)
    const reason = field(receipt, 'reason')
    const transactionHash = answerString(receipt, 'receipt', 'transactionHash')
    return typeof reason === 'string' ? { success, reason, receipt: { transactionHash } } : { success, receipt: { transactionHash } }
  }
}

/** The string at `path` in a bundler answer; anything else is a fault, thrown with the path. */
function answerString(answer: unknown, ...path: readonly string[]): string {
  const value = field(answer, ...path)
  if (typeof value !== 'string') throw new Error(`the bundler answered a non-string ${path.join('.')}: ${String(value)}`)
  return value
}
