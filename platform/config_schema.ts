/**
 * The configuration schema's machinery: one entry per environment variable (type, default, meaning, whether
 * production needs it), a check that names every bad variable at once, and the README table generated from
 * the entries. The entries are grouped per concern (platform/config_variables.ts, chains/config_variables.ts);
 * roles/config.ts joins them into the one registry that start-up validates and the README documents.
 */
import { PlatformError } from './errors'

export type VariableType =
  | { readonly kind: 'string' }
  | { readonly kind: 'integer'; readonly min: number } // a whole number, at least `min`
  | { readonly kind: 'number'; readonly min: number } // a finite number, above `min` (exclusive)
  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly caseless?: boolean }
  | { readonly kind: 'url' }
  | { readonly kind: 'base64'; readonly minBytes: number }

export interface ConfigVariable {
  readonly name: string
  readonly type: VariableType
  /** What an unset (or empty) variable means, as the README shows it. */
  readonly default: string
  readonly description: string
  /** NODE_ENV=production refuses to start without it. */
  readonly productionRequired?: boolean
}

export const string = { kind: 'string' } as const
export const url = { kind: 'url' } as const
export const integer = (min = 0): VariableType => ({ kind: 'integer', min })
/** One of a closed set of words. */
export const oneOf = (values: string[]) => ({ kind: 'enum', values }) as const

/** What is wrong with one set value, or undefined when it fits its type. */
function problemWith(type: VariableType, raw: string): string | undefined {
  switch (type.kind) {
    case 'string':
      return undefined
    case 'integer': {
      const value = Number(raw)
      return Number.isSafeInteger(value) && value >= type.min ? undefined : `must be an integer of at least ${type.min}`
    }
    case 'number': {
      const value = Number(raw)
      return Number.isFinite(value) && value > type.min ? undefined : `must be a number above ${type.min}`
    }
    case 'enum': {
      const value = type.caseless ? raw.toUpperCase() : raw
      return type.values.includes(value) ? undefined : `must be one of ${type.values.join(', ')}`
    }
    case 'url':
      return URL.canParse(raw) ? undefined : 'must be a URL'
    case 'base64':
      return /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) && Buffer.from(raw, 'base64').length >= type.minBytes
        ? undefined
        : `must be at least ${type.minBytes} bytes, base64-encoded`
  }
}

/** Every problem with the environment, one line per bad variable (values are not echoed: some are secrets). */
export function configProblems(variables: readonly ConfigVariable[], env: NodeJS.ProcessEnv): string[] {
  const production = env.NODE_ENV === 'production'
  return variables.flatMap((variable) => {
    const raw = env[variable.name]
    if (raw === undefined || raw === '')
      return production && variable.productionRequired ? [`${variable.name}: required in production`] : []
    const problem = problemWith(variable.type, raw)
    return problem ? [`${variable.name}: ${problem}`] : []
  })
}

/** Throws config_invalid naming every bad variable, so one start reports them all. */
export function validateEnvironment(variables: readonly ConfigVariable[], env: NodeJS.ProcessEnv): void {
  const problems = configProblems(variables, env)
  if (problems.length > 0) throw new PlatformError('config_invalid', `invalid configuration:\n  ${problems.join('\n  ')}`)
}

function typeText(type: VariableType): string {
  switch (type.kind) {
    case 'integer':
      return type.min === 0 ? 'integer' : `integer ≥ ${type.min}`
    case 'number':
      return `number > ${type.min}`
    case 'enum':
      return type.values.map((v) => `\`${v}\``).join(' \\| ')
    case 'base64':
      return `base64, ≥ ${type.minBytes} bytes`
    default:
      return type.kind
  }
}

/** The README's configuration table (markdown), one row per variable in registry order. */
export function configTable(variables: readonly ConfigVariable[]): string {
  const rows = variables.map((v) => {
    const meaning = v.productionRequired ? `${v.description}. Required in production` : v.description
    return `| \`${v.name}\` | ${typeText(v.type)} | ${v.default} | ${meaning} |`
  })
  return ['| Variable | Type | Default | Meaning |', '|---|---|---|---|', ...rows].join('\n')
}

/**
 * A numeric variable read through its registry entry: the value checked against its type (config_invalid names the
 * variable), or the default the README shows (a number in backticks), so the documented default is the one used.
 * `fallback` gives the default of a variable whose default is another variable.
 */
export function numberSetting(variables: readonly ConfigVariable[], name: string, env: NodeJS.ProcessEnv, fallback?: () => number): number {
  const variable = variables.find((v) => v.name === name)
  if (!variable) throw new Error(`${name} is not in the configuration registry`)
  const raw = env[name]
  if (raw === undefined || raw === '') {
    const literal = /^`(-?\d+(?:\.\d+)?)`$/.exec(variable.default)
    if (literal) return Number(literal[1])
    if (fallback) return fallback()
    throw new Error(`${name} has no numeric default`)
  }
  const problem = problemWith(variable.type, raw)
  if (problem) throw new PlatformError('config_invalid', `${name}: ${problem}`)
  return Number(raw)
}
