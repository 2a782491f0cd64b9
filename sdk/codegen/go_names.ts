/**
 * Go spellings of the contract's names and types, shared by the Go model and operation generators: exported
 * PascalCase with the usual initialisms (`APIKey`, `OTCOrder`, `CustomerID`), argument names in lowerCamel, and
 * the TypeRef mapping (money stays exact: `number` is `json.Number`, never float64).
 */
import type { Field, Operation, TypeRef } from './contract'

/** Words written in capitals, as Go names them (Effective Go, "Initialisms"). */
const INITIALISMS = new Set([
  'aml',
  'api',
  'html',
  'http',
  'https',
  'id',
  'ip',
  'json',
  'jwt',
  'kyc',
  'otc',
  'otp',
  'qr',
  'sms',
  'uri',
  'url',
  'usd',
  'uuid',
  'va',
  'vas',
  'xml',
])

const KEYWORDS = new Set([
  'break',
  'case',
  'chan',
  'const',
  'continue',
  'default',
  'defer',
  'else',
  'fallthrough',
  'for',
  'func',
  'go',
  'goto',
  'if',
  'import',
  'interface',
  'map',
  'package',
  'range',
  'return',
  'select',
  'struct',
  'switch',
  'type',
  'var',
])

/** Argument names a generated method already uses for itself. */
const TAKEN_ARGUMENTS = new Set(['ctx', 'body', 'params', 'opts', 's'])

function words(name: string): string[] {
  return name.split(/[^A-Za-z0-9]+/).flatMap((part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+|[A-Z]/g) ?? [])
}

const word = (w: string): string => (INITIALISMS.has(w.toLowerCase()) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1))

/** `ApiKeyCreated` → `APIKeyCreated`, `customer_id` → `CustomerID`, `x-tagGroups` → `XTagGroups`. */
export function goName(name: string): string {
  const joined = words(name).map(word).join('')
  if (joined === '') throw new Error(`no Go name for ${JSON.stringify(name)}`)
  return /^[0-9]/.test(joined) ? `N${joined}` : joined
}

/** `customerID` → `customerID`, `business_id` → `businessID`, `uuid` → `uuid`. */
export function goArgument(name: string): string {
  const [first = '', ...rest] = words(name)
  const arg = first.toLowerCase() + rest.map(word).join('')
  return KEYWORDS.has(arg) || TAKEN_ARGUMENTS.has(arg) || /^[0-9]/.test(arg) ? `${arg}Arg` : arg
}

export function goType(type: TypeRef): string {
  switch (type.kind) {
    case 'string':
    case 'enum':
      return 'string'
    case 'integer':
      return 'int64'
    case 'number':
      return 'json.Number'
    case 'boolean':
      return 'bool'
    case 'any':
      return 'json.RawMessage'
    case 'array':
      return `[]${goType(type.items)}`
    case 'map':
      return `map[string]${goType(type.values)}`
    case 'model':
      return goName(type.name)
    case 'nullable':
      return optional(goType(type.inner))
  }
}

/** Absent or null: a pointer, except for the types that have nil already. */
function optional(type: string): string {
  return /^(\[\]|map\[|json\.RawMessage$|\*)/.test(type) ? type : `*${type}`
}

export function fieldType(field: Field): string {
  return field.required ? goType(field.type) : optional(goType(field.type))
}

export const serviceName = (group: string): string => `${goName(group)}Service`
export const serviceField = (group: string): string => goName(group)
export const methodName = (op: Operation): string => op.name.map(goName).join('')
export const paramsName = (op: Operation): string => `${goName(op.group)}${methodName(op)}Params`

/** The first sentence of a description, on one line, as a doc comment's text. */
export function sentence(text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  const flat = text.replace(/\s+/g, ' ').trim()
  // A sentence ends before a capital: `(e.g. 25.00)` does not end one.
  const first = /^(.+?[.!?])(?=\s+[A-Z]|$)/.exec(flat)?.[1] ?? flat
  return first === '' ? undefined : first
}

/** Go string literal. JSON's escapes are valid Go escapes for the characters names and paths hold. */
export const quote = (s: string): string => JSON.stringify(s)
