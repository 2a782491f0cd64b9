/** Runs `work` over `items`, at most `concurrency` at a time; resolves when all have, rejects with the first failure. */
export async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const lane = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++]!
      try {
        await work(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane))
  if (failure !== undefined) throw failure.error
}
