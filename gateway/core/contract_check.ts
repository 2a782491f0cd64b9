/**
 * In tests, every answer the gateway sends is checked against the OpenAPI
 * document it serves, with a third-party JSON Schema 2020-12 validator (ajv):
 * the status must be one the route declares, and a JSON body must match that
 * status's schema with no field the schema does not name. A violation is
 * recorded in this process (startTestPlatform's close reports it and the
 * test file fails, test/support/contract_exit.ts) and appended to the file the tests name (one per test process,
 * test/support/platform.ts), so a run cannot pass with one unseen.
 * Off in production (answersChecked() is false): nothing is compiled there.
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { RouteReply, RouteSpec } from '../http/route'
import { RawJson } from '../../platform/json'
import { isJsonObject, isList, objectField } from '../../platform/json_object'
import { buildOpenApi } from './openapi_doc'

type Json = Record<string, unknown>

export interface ContractViolation {
  readonly method: string
  readonly path: string
  readonly status: number
  readonly problem: string
}

/**
 * The schema as a check of the wire: an object schema that names its fields
 * refuses any other (unevaluatedProperties, so anyOf alternatives still work).
 * The members of an `allOf` each describe part of one object (the `Error` body
 * and the codes of one status), so the `allOf` closes the object, not each member.
 */
export function strictSchema(node: unknown, partOfAllOf = false): unknown {
  if (isList(node)) return node.map((item) => strictSchema(item))
  if (!isJsonObject(node)) return node
  const out: Json = {}
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === 'allOf' && isList(v) ? v.map((member) => strictSchema(member, true)) : strictSchema(v)
  }
  const closes = !partOfAllOf && (out.properties !== undefined || isList(out.allOf))
  if (closes && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) {
    out.unevaluatedProperties = false
  }
  return out
}

/**
 * A schema of the document, with the components its `$ref`s point at, as one
 * schema ajv compiles: `#/components/schemas/X` resolves inside it. Pass the
 * components through strictSchema once and reuse them.
 */
export function withComponents(schema: unknown, strictComponents: unknown): Json {
  const strict = strictSchema(schema)
  return { ...(isJsonObject(strict) ? strict : {}), components: strictComponents }
}

function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
  addFormats(ajv)
  // The gateway's own format (validation.ts): an http(s) URL with a host.
  ajv.addFormat('http-url', (value: string) => /^https?:\/\/[^/\s]+/.test(value))
  return ajv
}

export class ContractCheck {
  private readonly ajv = newAjv()
  private doc: ReturnType<typeof buildOpenApi> | undefined
  private components: unknown
  private readonly validators = new Map<string, ValidateFunction | null>()
  readonly violations: ContractViolation[] = []

  constructor(
    private readonly routes: () => readonly RouteSpec[],
    private readonly file: string | undefined,
  ) {}

  /** Checks one answer of a matched route; records what is outside the document. */
  check(route: RouteSpec, reply: RouteReply): void {
    const problem = this.problemOf(route, reply)
    if (!problem) return
    const violation = { method: route.method, path: route.path, status: reply.status, problem }
    this.violations.push(violation)
    if (!this.file) return
    try {
      mkdirSync(dirname(this.file), { recursive: true })
      appendFileSync(this.file, `${JSON.stringify(violation)}\n`)
    } catch {
      // The in-process record still fails the test.
    }
  }

  private problemOf(route: RouteSpec, reply: RouteReply): string | undefined {
    // Built on first use: every route (builtin ones included) is in the table by then.
    const doc = (this.doc ??= buildOpenApi(this.routes(), {
      title: 'check',
      version: '0',
      serverUrl: 'http://localhost',
      environment: 'test',
    }))
    this.components ??= strictSchema(doc.components)
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    const responses = objectField(doc.paths[path]?.[route.method.toLowerCase()], 'responses')
    const listed = objectField(responses, String(reply.status))
    // A response many operations share is a $ref to components.responses.
    const ref = typeof listed?.$ref === 'string' ? listed.$ref.replace('#/components/responses/', '') : undefined
    const declared = ref === undefined ? listed : objectField(doc.components.responses, ref)
    if (!declared) return `status ${reply.status} is not declared (declared: ${Object.keys(responses ?? {}).join(', ')})`
    const content = objectField(declared, 'content')
    if (reply.raw) {
      const type = mediaTypeOf(reply.raw.contentType)
      const declaredTypes = Object.keys(content ?? {}).map(mediaTypeOf)
      return declaredTypes.includes(type) ? undefined : `media type ${type} is not declared (declared: ${declaredTypes.join(', ')})`
    }
    const schema = objectField(content, 'application/json')?.schema
    // No body is what an unconstrained schema (Type.Unknown) allows too.
    const any = isJsonObject(schema) && Object.keys(schema).length === 0
    if (reply.body === undefined) return schema === undefined || any ? undefined : 'the body is empty but the document declares one'
    if (schema === undefined) return 'a body is sent but the document declares none'
    const key = `${route.method} ${path} ${reply.status}`
    let validate = this.validators.get(key)
    if (validate === undefined) this.validators.set(key, (validate = this.ajv.compile(withComponents(schema, this.components))))
    const value: unknown = reply.body instanceof RawJson ? JSON.parse(reply.body.text) : JSON.parse(JSON.stringify(reply.body))
    if (validate === null || validate(value)) return undefined
    const e = validate.errors?.[0]
    const at = e?.instancePath
      .split('/')
      .slice(1)
      .reduce<unknown>((v, k) => (isJsonObject(v) || isList(v) ? Reflect.get(v, k) : undefined), value)
    const extra = e?.keyword === 'unevaluatedProperties' ? ` (${String(e.params.unevaluatedProperty)})` : ` (${JSON.stringify(at)})`
    return `body at ${e?.instancePath || '/'} ${e?.message ?? 'does not match'}${extra}`
  }

  /** Throws listing every violation seen. */
  assertClean(): void {
    if (this.violations.length === 0) return
    const lines = this.violations.slice(0, 20).map((v) => `${v.method} ${v.path} -> ${v.status}: ${v.problem}`)
    throw new Error(`answers outside the OpenAPI document (${this.violations.length}):\n${lines.join('\n')}`)
  }
}

/** A media type without its parameters (`text/html; charset=utf-8` is `text/html`). */
function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim()
}
