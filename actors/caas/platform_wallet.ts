/**
 * The platform's CaaS HD wallet: generated once in the worker pool, its
 * mnemonic sealed under the master key (per-wallet data key, like customer
 * wallets), stored in `caas_keys` with the account xpub. Every payments host
 * loads the same row (the first to start inserts it; the others lose the
 * race with ON CONFLICT DO NOTHING and read the winner's). The request path
 * keeps only the xpub; the envelope goes to the pool for signing.
 */
import type { Sql } from 'postgres'
import type { DerivationPool } from '../../workers/pool'

const CAAS_WALLET_ID = 'caas-platform'

export interface CaasWalletKeys {
  readonly walletId: string
  readonly envelope: string
  readonly xpub: string
}

export class PlatformWallet {
  private loaded: Promise<CaasWalletKeys> | undefined

  constructor(
    private readonly sql: Sql,
    private readonly pool: () => DerivationPool,
    private readonly nowMs: () => number,
  ) {}

  keys(): Promise<CaasWalletKeys> {
    // A failed load is not cached: the next request tries again.
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined
      throw error
    })
    return this.loaded
  }

  private async load(): Promise<CaasWalletKeys> {
    const existing = await this.read()
    if (existing) return existing
    const { envelope } = await this.pool().generateWallet(CAAS_WALLET_ID, 24)
    const xpub = await this.pool().caasXpub(CAAS_WALLET_ID, envelope)
    await this
      .sql`INSERT INTO caas_keys (name, envelope, xpub, created_at_ms) VALUES (${CAAS_WALLET_ID}, ${envelope}, ${xpub}, ${this.nowMs()}) ON CONFLICT (name) DO NOTHING`
    return (await this.read())!
  }

  private async read(): Promise<CaasWalletKeys | null> {
    const [row] = await this.sql<{ envelope: string; xpub: string }[]>`SELECT envelope, xpub FROM caas_keys WHERE name = ${CAAS_WALLET_ID}`
    return row ? { walletId: CAAS_WALLET_ID, envelope: row.envelope, xpub: row.xpub } : null
  }
}
