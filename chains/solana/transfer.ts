/**
 * The compiled message of a Solana transfer, built with kit from its parts
 * (no keys): a System Program `transfer` for SOL, or for USDC an SPL Token
 * `transferChecked` between the owners' associated token accounts, preceded
 * by the Associated Token program's `CreateIdempotent` when the recipient
 * has no USDC account yet. The sender is the fee payer and the only signer,
 * which is the one shape the worker's `sign_sol` signs.
 */
import { associatedTokenAddress, ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM } from './ata'
import { kit } from './kit'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** Size of an SPL token account: the rent a created recipient account costs is for this many bytes. */
export const TOKEN_ACCOUNT_BYTES = 165

interface Lifetime {
  readonly blockhash: string
  readonly lastValidBlockHeight: bigint
}

export type SolanaTransferInput =
  | { readonly currency: 'SOL'; readonly from: string; readonly to: string; readonly amount: bigint; readonly lifetime: Lifetime }
  | {
      readonly currency: 'USDC'
      readonly from: string
      readonly to: string
      readonly amount: bigint
      readonly lifetime: Lifetime
      readonly mint: string
      readonly decimals: number
      readonly createRecipientAccount: boolean
    }

type Instruction = Parameters<typeof kit.appendTransactionMessageInstructions>[0][number]
const { READONLY, READONLY_SIGNER, WRITABLE, WRITABLE_SIGNER } = kit.AccountRole

const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64LE(value)
  return bytes
}

/** System Program instruction 2: transfer lamports. */
function systemTransfer(from: string, to: string, lamports: bigint): Instruction {
  const data = Buffer.concat([Buffer.of(2, 0, 0, 0), u64(lamports)])
  return {
    programAddress: kit.address(SYSTEM_PROGRAM),
    accounts: [
      { address: kit.address(from), role: WRITABLE_SIGNER },
      { address: kit.address(to), role: WRITABLE },
    ],
    data,
  }
}

/** Associated Token program instruction 1 (CreateIdempotent): succeeds whether or not the account exists by then. */
function createAssociatedAccount(payer: string, account: string, owner: string, mint: string): Instruction {
  const accounts = [
    [payer, WRITABLE_SIGNER],
    [account, WRITABLE],
    [owner, READONLY],
    [mint, READONLY],
    [SYSTEM_PROGRAM, READONLY],
    [TOKEN_PROGRAM, READONLY],
  ] as const
  return {
    programAddress: kit.address(ASSOCIATED_TOKEN_PROGRAM),
    accounts: accounts.map(([address, role]) => ({ address: kit.address(address), role })),
    data: Buffer.of(1),
  }
}

/** SPL Token instruction 12 (transferChecked): names the mint and decimals, so a wrong mint fails instead of moving another token. */
function transferChecked(source: string, mint: string, destination: string, owner: string, amount: bigint, decimals: number): Instruction {
  const accounts = [
    [source, WRITABLE],
    [mint, READONLY],
    [destination, WRITABLE],
    [owner, READONLY_SIGNER],
  ] as const
  return {
    programAddress: kit.address(TOKEN_PROGRAM),
    accounts: accounts.map(([address, role]) => ({ address: kit.address(address), role })),
    data: Buffer.concat([Buffer.of(12), u64(amount), Buffer.of(decimals)]),
  }
}

/** The message to sign, base64 (what `sign_sol` and getFeeForMessage take). */
export async function buildSolanaTransfer(input: SolanaTransferInput): Promise<string> {
  // kit.address checks the base58 and the 32-byte length: a mistyped recipient is refused here.
  let instructions: Instruction[]
  if (input.currency === 'SOL') {
    instructions = [systemTransfer(input.from, input.to, input.amount)]
  } else {
    const [source, destination] = await Promise.all([
      associatedTokenAddress(input.from, input.mint),
      associatedTokenAddress(input.to, input.mint),
    ])
    instructions = [
      ...(input.createRecipientAccount ? [createAssociatedAccount(input.from, destination, input.to, input.mint)] : []),
      transferChecked(source, input.mint, destination, input.from, input.amount, input.decimals),
    ]
  }
  const message = kit.pipe(
    kit.createTransactionMessage({ version: 'legacy' }),
    (m) => kit.setTransactionMessageFeePayer(kit.address(input.from), m),
    (m) =>
      kit.setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: kit.blockhash(input.lifetime.blockhash), lastValidBlockHeight: input.lifetime.lastValidBlockHeight },
        m,
      ),
    (m) => kit.appendTransactionMessageInstructions(instructions, m),
  )
  return Buffer.from(kit.compileTransaction(message).messageBytes).toString('base64')
}
