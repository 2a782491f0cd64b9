/**
 * Named schemas: hoisted into components with a `$ref` left in their place, the same for the validators
 * (TypeBox's compiler with the `$id`, ajv with the document's `$ref`s), and refused when one name holds two schemas.
 */
import t from 'tap'
import { Type } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import Ajv2020 from 'ajv/dist/2020'
import { named } from '../../platform/schema_name'
import { strictSchema, withComponents } from './contract_check'
import { hoistNamedSchemas } from './openapi_components'

const Order = named('Order').Object({ reference: Type.String(), amount: Type.String() })
const Page = named('OrderPage').Object({ orders: Type.Array(Order), latest: Type.Optional(Order), total: Type.Integer() })
const json = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as unknown

t.test('hoistNamedSchemas: each named schema once in components, a $ref wherever it was', async (t) => {
  const into: Record<string, unknown> = {}
  const out = hoistNamedSchemas({ a: json(Page), b: json(Type.Array(Order)) }, into)
  t.same(out, { a: { $ref: '#/components/schemas/OrderPage' }, b: { type: 'array', items: { $ref: '#/components/schemas/Order' } } })
  t.same(Object.keys(into).sort(), ['Order', 'OrderPage'])
  t.same((into.OrderPage as { properties: Record<string, unknown> }).properties.orders, {
    type: 'array',
    items: { $ref: '#/components/schemas/Order' },
  })
  t.notMatch(JSON.stringify(into), /\$id/, 'no $id left in the components')
})

t.test('hoistNamedSchemas: data is left alone, a property named like a keyword is still a schema', async (t) => {
  const into: Record<string, unknown> = {}
  const schema = { type: 'object', properties: { default: json(Order) }, example: { $id: 'NotASchema' } }
  t.same(hoistNamedSchemas(schema, into), {
    type: 'object',
    properties: { default: { $ref: '#/components/schemas/Order' } },
    example: { $id: 'NotASchema' },
  })
})

t.test('error: two different schemas under one name, or a name that is not PascalCase', async (t) => {
  const other = named('Order').Object({ reference: Type.Integer() })
  t.throws(() => hoistNamedSchemas([json(Order), json(other)], {}), /two different schemas are named Order/)
  t.throws(() => hoistNamedSchemas(json(named('order_view').Object({})), {}), /not PascalCase/)
  t.doesNotThrow(() => hoistNamedSchemas([json(Order), json(Order)], {}), 'the same schema twice is one component')
})

t.test('TypeBox derived types drop the name: a variant is not mistaken for the resource', async (t) => {
  t.equal((Type.Composite([Order, Type.Object({ x: Type.String() })]) as { $id?: string }).$id, undefined)
  t.equal((Type.Omit(Order, ['amount']) as { $id?: string }).$id, undefined)
  t.equal((Type.Partial(Order) as { $id?: string }).$id, undefined)
})

t.test('validators: TypeBox checks named schemas; ajv takes the hoisted form, not the raw one', async (t) => {
  const check = TypeCompiler.Compile(Page)
  t.ok(check.Check({ orders: [{ reference: 'r', amount: '1' }], latest: { reference: 'r', amount: '1' }, total: 1 }))
  t.notOk(check.Check({ orders: [{ reference: 'r' }], total: 1 }), 'a nested named schema is checked')

  const ajv = new Ajv2020({ strict: false })
  // The raw TypeBox schema has the $id Order twice (the list's item and `latest`): ajv refuses it.
  t.throws(() => ajv.compile(json(Page) as object), /resolves to more than one schema/)
  const schemas: Record<string, unknown> = {}
  const hoisted = hoistNamedSchemas(json(Page), schemas)
  const validate = ajv.compile(withComponents(hoisted, strictSchema({ schemas })))
  t.ok(validate({ orders: [{ reference: 'r', amount: '1' }], total: 1 }))
  t.notOk(validate({ orders: [{ reference: 'r', amount: '1', extra: true }], total: 1 }), 'a field the schema lacks is refused')
  t.doesNotThrow(() => ajv.compile(withComponents(hoisted, strictSchema({ schemas }))), 'compiled again by the same ajv')
})

t.test('strictSchema: an allOf closes the object it builds, not each member', async (t) => {
  const ajv = new Ajv2020({ strict: false })
  const schemas = {
    Error: { type: 'object', required: ['error', 'code'], additionalProperties: false, properties: { error: {}, code: {} } },
  }
  const body = { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: ['A'] } } }] }
  const validate = ajv.compile(withComponents(body, strictSchema({ schemas })))
  t.ok(validate({ error: 'e', code: 'A' }))
  t.notOk(validate({ error: 'e', code: 'B' }), 'a code outside the list')
  t.notOk(validate({ error: 'e', code: 'A', more: 1 }), 'a field outside the body')
})
