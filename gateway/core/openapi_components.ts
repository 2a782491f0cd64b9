/**
 * Named schemas of the OpenAPI document. A TypeBox schema declared with an
 * `$id` (`object({...}, { $id: 'CheckoutSession' })`) is a resource a
 * client names: the document keeps one copy under `components.schemas` and a
 * `$ref` wherever it occurs, so a generated client gets a `CheckoutSession`
 * type rather than one anonymous type per operation. TypeBox's own derived
 * types (Composite, Omit, Partial, Pick) drop the `$id`, so a variant is never
 * mistaken for the resource.
 *
 * The `$id` itself never reaches the document: inside a component it would
 * change the base of every `$ref` below it, and ajv refuses one `$id` seen
 * twice in a schema (a list and its item, say). Two different schemas under
 * one name fail the build: TypeBox's compiler would check both against the
 * first one it met, so a validator could pass what the document refuses.
 */

import { object } from '../../platform/schema_object'
import { type JsonObject, isJsonObject, isList } from '../../platform/json_object'

type Json = JsonObject

/** Keys whose values are data (examples, defaults, enums), never schemas to look into. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum'])
/** Keys whose values map names to schemas: a property may be called `default` and still hold a schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas'])
const NAME = /^[A-Z][A-Za-z0-9]*$/

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/**
 * Returns `node` with every named schema in it replaced by a `$ref`, and adds
 * those schemas (their own named schemas replaced too) to `into` by name.
 */
export function hoistNamedSchemas(node: unknown, into: Record<string, unknown>): unknown {
  return walk(node, into, false)
}

function walk(node: unknown, into: Record<string, unknown>, isMap: boolean): unknown {
  if (isList(node)) return node.map((item) => walk(item, into, false))
  if (!isJsonObject(node)) return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) {
    if (isMap) out[key] = walk(value, into, false)
    else if (key === '$id' || DATA_KEYS.has(key)) out[key] = value
    else out[key] = walk(value, into, SCHEMA_MAPS.has(key))
  }
  const name = isMap ? undefined : node.$id
  if (typeof name !== 'string') return out
  if (!NAME.test(name)) throw new Error(`schema name ${JSON.stringify(name)} is not PascalCase letters and digits`)
  delete out.$id
  const seen = into[name]
  if (seen !== undefined && JSON.stringify(seen) !== JSON.stringify(out)) {
    throw new Error(`two different schemas are named ${name}:\n${JSON.stringify(seen)}\n${JSON.stringify(out)}`)
  }
  into[name] = out
  return schemaRef(name)
}

/** The same map with its keys in alphabetical order, so the document reads (and diffs) the same on every build. */
export function sortedByName<T>(map: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
