/** Settings of the example scripts, from the environment (a merchant's server reads its own configuration). */
export function setting(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback
  if (value === undefined || value === '') throw new Error(`set ${name} (see sdk/README.md)`)
  return value
}

/** Prints one step as a JSON line, so a person and a test can both read the run. */
export function step(name: string, detail: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ step: name, ...detail })}\n`)
}
