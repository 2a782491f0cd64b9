/**
 * The OpenAPI document read into what a client library needs: named models, the inline objects that bodies and
 * answers declare (named after their operation), and operations with their group, credentials, parameters,
 * body, success answer and pagination. Every language generator reads this, never the raw document, so the
 * libraries agree on names, types and coverage.
 */

/** A value's type as the libraries know it. Decimals that the document types as `number` stay exact. */
export type TypeRef =
  | { readonly kind: 'string' | 'integer' | 'number' | 'boolean' | 'any' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'array'; readonly items: TypeRef }
  | { readonly kind: 'map'; readonly values: TypeRef }
  | { readonly kind: 'model'; readonly name: string }
  | { readonly kind: 'nullable'; readonly inner: TypeRef }

export interface Field {
  /** The JSON property name, as sent. */
  readonly json: string
  readonly type: TypeRef
  readonly required: boolean
  readonly description: string | undefined
}

export interface Model {
  readonly name: string
  /** A schema of components.schemas (a resource), or an object declared inline by an operation. */
  readonly named: boolean
  readonly description: string | undefined
  readonly fields: readonly Field[]
}

/** How an operation proves who calls: the document's security schemes. */
export type Credential = 'apiKey' | 'caasKey' | 'accessToken' | 'adminToken'

export interface Param {
  readonly name: string
  readonly type: TypeRef
  readonly required: boolean
  readonly description: string | undefined
}

type Result =
  | { readonly kind: 'json'; readonly status: number; readonly type: TypeRef }
  | { readonly kind: 'text' | 'bytes'; readonly status: number; readonly mediaType: string }
  | { readonly kind: 'empty'; readonly status: number }

export interface Operation {
  /** `checkout.create`, `webhooks.payments.get`, `caas.users.provision.alias`. */
  readonly id: string
  /** The first segment of the id: the client's group (`checkout`). */
  readonly group: string
  /** The rest of the id (`['payments', 'get']`). */
  readonly name: readonly string[]
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  readonly path: string
  readonly summary: string
  readonly description: string | undefined
  /** Any one of these is accepted; empty: public. */
  readonly credentials: readonly Credential[]
  readonly pathParams: readonly Param[]
  readonly queryParams: readonly Param[]
  /** The operation honours an Idempotency-Key header: a retry with the same key is safe. */
  readonly idempotent: boolean
  /** The operation requires X-Transfer-Signature (it answers SIGNATURE_MALFORMED without it). */
  readonly signed: boolean
  readonly body: { readonly type: TypeRef; readonly required: boolean } | undefined
  readonly result: Result
  /** Page-numbered lists: the array field that holds the page's items. */
  readonly pagination: { readonly itemsField: string; readonly item: TypeRef } | undefined
}

export interface Contract {
  readonly title: string
  readonly version: string
  readonly models: readonly Model[]
  readonly operations: readonly Operation[]
  /** Every code of the platform's error catalogue (components.schemas.ErrorCode). */
  readonly errorCodes: readonly string[]
}

type Json = { readonly [key: string]: unknown }

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')

const SCHEMES: Readonly<Record<string, Credential>> = {
  ApiKey: 'apiKey',
  CaasApiKey: 'caasKey',
  BearerJwt: 'accessToken',
  XAuthorization: 'accessToken',
  AdminToken: 'adminToken',
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

class Reader {
  readonly models = new Map<string, Model>()
  private readonly schemas: Json

  constructor(private readonly document: Json) {
    const components = isObject(document.components) ? document.components : {}
    this.schemas = isObject(components.schemas) ? components.schemas : {}
  }

  namedModels(): void {
    for (const [name, schema] of Object.entries(this.schemas)) {
      if (isObject(schema) && schema.type === 'object' && isObject(schema.properties)) this.model(name, schema, true)
    }
  }

  private model(name: string, schema: Json, named: boolean): Model {
    const found = this.models.get(name)
    if (found) return found
    const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [])
    const properties = isObject(schema.properties) ? schema.properties : {}
    // Registered before its fields are read: a schema that refers to itself (directly or through a field) finds
    // its name taken and refers to it, instead of recursing without end. Replaced by the full model below.
    const placeholder: Model = { name, named, description: text(schema.description), fields: [] }
    this.models.set(name, placeholder)
    const fields = Object.entries(properties).map(([json, property]) => ({
      json,
      type: this.type(isObject(property) ? property : {}, `${name}${pascal(json)}`),
      required: required.has(json),
      description: isObject(property) ? text(property.description) : undefined,
    }))
    const model: Model = { ...placeholder, fields }
    this.models.set(name, model)
    return model
  }

  /** An unused name for an inline object: the context's, numbered when a named schema already has it. */
  private inlineName(context: string): string {
    let name = context
    for (let n = 2; this.models.has(name) || this.schemas[name] !== undefined; n++) name = `${context}${n}`
    return name
  }

  type(schema: Json, context: string): TypeRef {
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop() ?? ''
      const target = this.schemas[name]
      if (isObject(target) && target.type === 'object' && isObject(target.properties)) return { kind: 'model', name }
      return isObject(target) ? this.type(target, name) : { kind: 'any' }
    }
    if (Array.isArray(schema.anyOf)) {
      const options = schema.anyOf.filter(isObject)
      const nonNull = options.filter((o) => o.type !== 'null')
      if (nonNull.length > 0 && nonNull.every((o) => typeof o.const === 'string'))
        return this.nullable(options, { kind: 'enum', values: nonNull.map((o) => String(o.const)) })
      if (nonNull.length === 1) return this.nullable(options, this.type(nonNull[0]!, context))
      return { kind: 'any' }
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && isObject(schema.allOf[0])) return this.type(schema.allOf[0], context)
    if (typeof schema.const === 'string') return { kind: 'enum', values: [schema.const] }
    if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) return { kind: 'enum', values: schema.enum }
    switch (schema.type) {
      case 'string':
      case 'integer':
      case 'number':
      case 'boolean':
        return { kind: schema.type }
      case 'array':
        return { kind: 'array', items: isObject(schema.items) ? this.type(schema.items, `${context}Item`) : { kind: 'any' } }
      case 'object': {
        if (isObject(schema.properties) && Object.keys(schema.properties).length > 0)
          return { kind: 'model', name: this.model(this.inlineName(context), schema, false).name }
        const pattern = isObject(schema.patternProperties) ? Object.values(schema.patternProperties).find(isObject) : undefined
        const additional = isObject(schema.additionalProperties) ? schema.additionalProperties : pattern
        return { kind: 'map', values: additional ? this.type(additional, `${context}Value`) : { kind: 'any' } }
      }
      default:
        return { kind: 'any' }
    }
  }

  private nullable(options: readonly Json[], inner: TypeRef): TypeRef {
    return options.some((o) => o.type === 'null') ? { kind: 'nullable', inner } : inner
  }

  private resolve(value: unknown, kind: 'parameters' | 'responses'): Json {
    if (!isObject(value) || typeof value.$ref !== 'string') return isObject(value) ? value : {}
    const components = isObject(this.document.components) ? this.document.components : {}
    const section = isObject(components[kind]) ? components[kind] : {}
    const target = section[value.$ref.split('/').pop() ?? '']
    return isObject(target) ? target : {}
  }

  operation(path: string, method: (typeof METHODS)[number], op: Json): Operation | undefined {
    const id = text(op.operationId)
    if (!id) return undefined
    const [group = id, ...name] = id.split('.')
    const context = pascal(id.replace(/\./g, ' '))
    const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => this.resolve(p, 'parameters'))
    const param = (p: Json): Param => ({
      name: String(p.name),
      type: this.type(isObject(p.schema) ? p.schema : {}, `${context}${pascal(String(p.name))}`),
      required: p.required === true,
      description: text(p.description),
    })
    const security = Array.isArray(op.security) ? op.security.filter(isObject) : []
    const credentials = [
      ...new Set(
        security.flatMap((s) =>
          Object.keys(s)
            .map((k) => SCHEMES[k])
            .filter((c): c is Credential => !!c),
        ),
      ),
    ]
    const responses = isObject(op.responses) ? op.responses : {}
    const errorText = JSON.stringify(responses)
    const requestBody = isObject(op.requestBody) ? op.requestBody : undefined
    const bodySchema = requestBody && isObject(requestBody.content) ? requestBody.content['application/json'] : undefined
    const body =
      isObject(bodySchema) && isObject(bodySchema.schema)
        ? { type: this.type(bodySchema.schema, `${context}Request`), required: requestBody?.required === true }
        : undefined
    const result = this.result(responses, context)
    return {
      id,
      group,
      name: name.length > 0 ? name : [group],
      method: method.toUpperCase() as Operation['method'],
      path,
      summary: text(op.summary) ?? id,
      description: text(op.description),
      credentials,
      pathParams: parameters.filter((p) => p.in === 'path').map(param),
      queryParams: parameters.filter((p) => p.in === 'query').map(param),
      idempotent: parameters.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key'),
      signed: errorText.includes('"SIGNATURE_MALFORMED"'),
      body,
      result,
      pagination: this.pagination(parameters, result),
    }
  }

  private result(responses: Json, context: string): Result {
    const success = Object.keys(responses)
      .filter((code) => /^2\d\d$/.test(code))
      .sort()[0]
    const status = Number(success ?? 200)
    const response = this.resolve(success === undefined ? undefined : responses[success], 'responses')
    const content = isObject(response.content) ? response.content : {}
    const json = content['application/json']
    if (isObject(json) && isObject(json.schema)) return { kind: 'json', status, type: this.type(json.schema, `${context}Response`) }
    const mediaType = Object.keys(content)[0]
    if (mediaType === undefined) return { kind: 'empty', status }
    return { kind: /^(text\/|application\/xml)/.test(mediaType) ? 'text' : 'bytes', status, mediaType }
  }

  private pagination(parameters: readonly Json[], result: Result): Operation['pagination'] {
    if (!parameters.some((p) => p.in === 'query' && p.name === 'page') || result.kind !== 'json' || result.type.kind !== 'model')
      return undefined
    const model = this.models.get(result.type.name)
    const arrays = model?.fields.filter((f) => f.type.kind === 'array') ?? []
    const first = arrays[0]
    if (arrays.length !== 1 || !first || first.type.kind !== 'array' || !model?.fields.some((f) => f.json === 'total')) return undefined
    return { itemsField: first.json, item: first.type.items }
  }
}

/** Reads an OpenAPI 3.1 document as served by `/openapi.json`. */
export function readContract(document: unknown): Contract {
  if (!isObject(document) || !isObject(document.paths)) throw new Error('not an OpenAPI document')
  const reader = new Reader(document)
  reader.namedModels()
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue
    for (const method of METHODS) {
      const op = item[method]
      const read = isObject(op) ? reader.operation(path, method, op) : undefined
      if (read) operations.push(read)
    }
  }
  const info = isObject(document.info) ? document.info : {}
  const components = isObject(document.components) ? document.components : {}
  const schemas = isObject(components.schemas) ? components.schemas : {}
  const catalogue = isObject(schemas.ErrorCode) && Array.isArray(schemas.ErrorCode.enum) ? schemas.ErrorCode.enum : []
  return {
    title: text(info.title) ?? 'API',
    version: text(info.version) ?? '0',
    models: [...reader.models.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    operations: operations.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    errorCodes: catalogue.filter((c): c is string => typeof c === 'string'),
  }
}
