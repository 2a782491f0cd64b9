/**
 * A named schema: a resource a client knows by name (`CheckoutSession`,
 * `Wallet`, `VasOrder`). The OpenAPI document keeps one copy of it under that
 * name and refers to it wherever it occurs (gateway/core/openapi_components.ts),
 * so a generated client gets one type per resource. Validators see the same
 * schema with TypeBox's `$id` set; TypeBox's derived types (Composite, Omit,
 * Partial) drop it, so a variant needs a name of its own.
 *
 * `named('Wallet').Object({...})` formats as the TypeBox call it wraps, so
 * naming a schema changes one line.
 */
import { Type, type ObjectOptions, type TProperties, type TSchema } from '@sinclair/typebox'
import { object, type ObjectSchemaOptions } from './schema_object'

export function named(name: string) {
  return {
    Object: <T extends TProperties>(properties: T, options?: ObjectSchemaOptions) => object(properties, { ...options, $id: name }),
    Composite: <T extends TSchema[]>(schemas: [...T], options?: ObjectOptions) => Type.Composite(schemas, { ...options, $id: name }),
  }
}
