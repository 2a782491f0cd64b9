/**
 * Where the test helpers put answers and webhooks found outside the OpenAPI
 * document (gateway/core/contract_check.ts, webhook_contract.ts). Throwing
 * from a teardown would skip the cleanups after it (a receiver left open keeps
 * the file running until tap's timeout), so the file fails at exit instead:
 * the list goes to stderr and the exit code is 1, which tap reports as a failure.
 */
const seen: string[] = []

export function contractViolation(line: string): void {
  if (seen.length === 0)
    process.once('exit', () => {
      process.stderr.write(`\nanswers or webhooks outside the OpenAPI document (${seen.length}):\n${[...new Set(seen)].join('\n')}\n`)
      process.exitCode = 1
    })
  seen.push(line)
}
