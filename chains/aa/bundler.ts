/**
 * A minimal ERC-4337 bundler JSON-RPC client (eth_estimateUserOperationGas,
 * eth_sendUserOperation, eth_getUserOperationReceipt). Bundler errors are
 * translated here, once, into BundlerError with the bundler's message.
 */
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

  async call<T>(method: string, params: unknown[]): Promise<T> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
      body: JSON.stringify({ jsonrpc: '2.0', id: ++this.id, method, params }),
    })
    const body = (await res.json()) as { result?: T; error?: { code: number; message: string } }
    if (body.error) throw new BundlerError(body.error.code, body.error.message)
    return body.result as T
  }

  estimate(op: Record<string, unknown>, entryPoint: string) {
    return this.call<{ preVerificationGas: string; verificationGasLimit: string; callGasLimit: string }>('eth_estimateUserOperationGas', [
      op,
      entryPoint,
    ])
  }

  send(op: Record<string, unknown>, entryPoint: string): Promise<string> {
    return this.call<string>('eth_sendUserOperation', [op, entryPoint])
  }

  receipt(userOpHash: string): Promise<UserOperationReceipt | null> {
    return this.call<UserOperationReceipt | null>('eth_getUserOperationReceipt', [userOpHash])
  }
}
