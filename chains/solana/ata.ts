/** The associated token account of an owner for a mint: where wallets send SPL tokens to that owner. */
import { kit } from './kit'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbd2PeyFpgcSR6XwNTM4qpJ9Vm3u5b8dpqn'

export async function associatedTokenAddress(owner: string, mint: string): Promise<string> {
  const encoder = kit.getAddressEncoder()
  const [pda] = await kit.getProgramDerivedAddress({
    programAddress: kit.address(ASSOCIATED_TOKEN_PROGRAM),
    seeds: [encoder.encode(kit.address(owner)), encoder.encode(kit.address(TOKEN_PROGRAM)), encoder.encode(kit.address(mint))],
  })
  return pda
}
