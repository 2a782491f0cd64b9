/**
 * `object(...)`: TypeBox's `Type.Object` with closed options. TypeBox's own options type takes any key with any
 * value (`[prop: string]: any`), so a misspelt option (`additionalProperites`) compiles and silently does nothing,
 * and every call carries an `any` the type checker cannot see through. These are the options the platform's
 * schemas use; another is added here when a schema needs it.
 */
import { Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox'

export interface ObjectSchemaOptions {
  /** A named resource's name (schema_name.ts). */
  readonly $id?: string
  readonly title?: string
  readonly description?: string
  readonly additionalProperties?: boolean | TSchema
  readonly minProperties?: number
  readonly maxProperties?: number
}

export function object<T extends TProperties>(properties: T, options: ObjectSchemaOptions = {}): TObject<T> {
  return Type.Object(properties, options)
}
