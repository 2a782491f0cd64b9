/**
 * What a schema accepts, in words a person reads: TypeBox reports a union
 * as "Expected union value", which says nothing about what to send. A
 * schema may carry its own `errorMessage` ("must be a positive decimal
 * number (e.g. 24.50)"); otherwise the words are built from its variants.
 */
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors'

type Schema = {
  readonly [keyword: string]: unknown
  errorMessage?: string
  anyOf?: Schema[]
  const?: unknown
  type?: string
  pattern?: string
  format?: string
  exclusiveMinimum?: number
  minimum?: number
}

/** The message for one validation error: the schema's own words, a union spelled out, or TypeBox's message. */
export function errorWords(error: ValueError): string {
  const schema: Schema = error.schema
  if (typeof schema.errorMessage === 'string') return schema.errorMessage
  if (error.type === ValueErrorType.Union && schema.anyOf) return `must be ${expected(schema)}`
  return error.message
}

function expected(schema: Schema): string {
  if (typeof schema.errorMessage === 'string') return schema.errorMessage.replace(/^must be /, '')
  const variants = schema.anyOf ?? []
  if (variants.length > 0 && variants.every((v) => 'const' in v)) return `one of ${variants.map((v) => String(v.const)).join(', ')}`
  if (variants.length > 0) return variants.map(expected).join(' or ')
  if ('const' in schema) return JSON.stringify(schema.const)
  const positive = schema.exclusiveMinimum === 0 || (schema.minimum !== undefined && schema.minimum > 0)
  switch (schema.type) {
    case 'number':
      return positive ? 'a positive number' : 'a number'
    case 'integer':
      return positive ? 'a positive whole number' : 'a whole number'
    case 'string':
      return schema.format ? `a ${schema.format} string` : 'a string'
    case 'boolean':
      return 'true or false'
    case 'null':
      return 'null'
    case 'array':
      return 'a list'
    case 'object':
      return 'an object'
    default:
      return 'a valid value'
  }
}
