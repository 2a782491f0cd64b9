/**
 * The addresses a deposit watcher follows, as an adapter sees them. An adapter that reads blocks asks `match` about
 * the recipients it found there, so a round costs what the chain carried, never how many addresses were ever handed
 * out. Only a node that answers per account (Solana's signatures, XRP's account_tx) needs `list`, and its round
 * grows with the list (docs/design/chains.md, "How detection scales").
 */
export interface WatchedAddresses {
  /**
   * Which of these recipients, spelled as the chain spells them, are watched: each watched one maps to the spelling
   * it was registered in, which is what the adapter reports as `toAddress`.
   */
  match(recipients: Iterable<string>): Promise<ReadonlyMap<string, string>>
  /** Every watched address, in its registered spelling. */
  list(): Promise<readonly string[]>
}

/** A fixed set (a test, a one-off read): recipients match by `key` (the network's address normalisation). */
export function watchedList(addresses: readonly string[], key: (address: string) => string = (a) => a): WatchedAddresses {
  const byKey = new Map(addresses.map((a) => [key(a), a]))
  return {
    async match(recipients) {
      const found = new Map<string, string>()
      for (const r of recipients) {
        const registered = byKey.get(key(r))
        if (registered !== undefined) found.set(r, registered)
      }
      return found
    },
    list: async () => addresses,
  }
}
