/**
 * The payment URI a wallet app understands when it scans the QR code:
 * BIP-21 (bitcoin:, litecoin:, bitcoincash:), EIP-681 (ethereum:, with the
 * chain id, and for tokens a transfer call on the contract), Solana Pay
 * (solana: with spl-token), TRON and XRP in their wallets' common forms.
 * Amounts are human decimals for BIP-21/Solana/TRON/XRP and base units for
 * EIP-681, as each scheme defines.
 */
import { formatUnits } from './assets'
import type { Network } from './networks'

const CHAIN_ID: Record<'ETH' | 'BSC' | 'POL', { main: number; test: number }> = {
  ETH: { main: 1, test: 11155111 }, BSC: { main: 56, test: 97 }, POL: { main: 137, test: 80002 },
}

export function paymentUri(input: {
  network: Network; currency: string; address: string; units: bigint; decimals: number; isTestnet: boolean; tokenContract?: string
}): string {
  const amount = formatUnits(input.units, input.decimals)
  switch (input.network) {
    case 'BTC':
      return `bitcoin:${input.address}?amount=${amount}`
    case 'LTC':
      return `litecoin:${input.address}?amount=${amount}`
    case 'BCH':
      return `${input.address.includes(':') ? input.address : `bitcoincash:${input.address}`}?amount=${amount}`
    case 'ETH':
    case 'BSC':
    case 'POL': {
      const chainId = input.isTestnet ? CHAIN_ID[input.network].test : CHAIN_ID[input.network].main
      if (input.tokenContract) return `ethereum:${input.tokenContract}@${chainId}/transfer?address=${input.address}&uint256=${input.units}`
      const native = input.currency === 'ETH' || input.currency === 'BNB' || input.currency === 'POL' || input.currency === 'MATIC'
      return native ? `ethereum:${input.address}@${chainId}?value=${input.units}` : `ethereum:${input.address}@${chainId}`
    }
    case 'SOL':
      return `solana:${input.address}?amount=${amount}${input.tokenContract ? `&spl-token=${input.tokenContract}` : ''}`
    case 'TRX':
      return `tron:${input.address}?amount=${amount}${input.currency !== 'TRX' && input.tokenContract ? `&token=${input.tokenContract}` : ''}`
    case 'XRP':
      return `xrpl:${input.address}?amount=${amount}`
  }
}
