/**
 * The payment URI a wallet app understands when it scans the QR code, and
 * nothing a wallet could misread as a payment of another asset:
 *   BTC, LTC, BCH  BIP-21 (bitcoin:, litecoin:, bitcoincash:), amount in coins;
 *   ETH, BSC, POL  EIP-681 with the chain id: native `ethereum:<to>@<chain>?value=<wei>`,
 *                  tokens `ethereum:<contract>@<chain>/transfer?address=<to>&uint256=<base units>`;
 *   SOL            Solana Pay `solana:<to>?amount=<decimal>`, `&spl-token=<mint>` for USDC;
 *   TRX            `tron:<to>?amount=<decimal>`, `&token=<contract>` for TRC-20 (TRON has no standard;
 *                  this is the form Trust Wallet and TokenPocket read);
 *   XRP            `xrpl:<to>?amount=<decimal>` (each session has its own address, so no destination tag).
 * A token is always named by its contract: without one there is no URI (see payment_assets.ts, which then does
 * not offer the pair). A sandbox session gets `sandbox:<network>:<currency>:<address>?amount=<decimal>`, a scheme
 * no wallet pays, so a test QR code can never move real money to a sandbox address.
 */
import { formatUnits } from './assets'
import type { Network } from './networks'
import type { PaymentAsset } from './payment_assets'

const CHAIN_ID: Record<'ETH' | 'BSC' | 'POL', number> = { ETH: 1, BSC: 56, POL: 137 }

export interface PaymentUriInput {
  readonly network: Network
  readonly currency: string
  readonly address: string
  readonly units: bigint
  readonly decimals: number
  readonly asset: PaymentAsset
}

/** The URI of a payment of exactly `units` of `asset` to `address`. */
export function paymentUri(input: PaymentUriInput): string {
  const amount = formatUnits(input.units, input.decimals)
  const { asset, address } = input
  if (asset.kind === 'sandbox') return `sandbox:${input.network}:${input.currency}:${address}?amount=${amount}`
  const token = asset.kind === 'token' ? asset.contract : null
  switch (input.network) {
    case 'BTC':
      return `bitcoin:${address}?amount=${amount}`
    case 'LTC':
      return `litecoin:${address}?amount=${amount}`
    case 'BCH':
      return `${address.includes(':') ? address : `bitcoincash:${address}`}?amount=${amount}`
    case 'ETH':
    case 'BSC':
    case 'POL': {
      const chainId = CHAIN_ID[input.network]
      if (token) return `ethereum:${token}@${chainId}/transfer?address=${address}&uint256=${input.units}`
      return `ethereum:${address}@${chainId}?value=${input.units}`
    }
    case 'SOL':
      return `solana:${address}?amount=${amount}${token ? `&spl-token=${token}` : ''}`
    case 'TRX':
      return `tron:${address}?amount=${amount}${token ? `&token=${token}` : ''}`
    case 'XRP':
      return `xrpl:${address}?amount=${amount}`
  }
}
