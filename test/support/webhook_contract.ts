/**
 * Checks a webhook a test receiver got against the `webhooks` section of the
 * OpenAPI document (gateway/core/openapi_webhooks.ts): the product from its
 * signature header, the event from its body, and the body against that
 * event's payload schema with no field the schema does not name (ajv, as
 * gateway/core/contract_check.ts checks answers). Product rigs turn it on for
 * their receivers (startReceiver's `contract`), so every webhook the
 * end-to-end tests see is held to the document.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { strictSchema, withComponents } from '../../gateway/core/contract_check'
import { hoistNamedSchemas } from '../../gateway/core/openapi_components'
import { openApiWebhooks } from '../../gateway/core/openapi_webhooks'

type Hook = { post: { requestBody: { content: Record<string, { schema: object }> } } }

const ajv = new Ajv2020({ strict: false })
addFormats(ajv)
const schemas: Record<string, unknown> = {}
const hooks = hoistNamedSchemas(openApiWebhooks(), schemas) as Record<string, Hook>
const components = strictSchema({ schemas })
const compiled = new Map<string, ValidateFunction>()

/** Why a delivery is outside the document, or undefined when it matches. */
export function webhookProblem(headers: Readonly<Record<string, string | string[] | undefined>>, rawBody: string): string | undefined {
  const product = headers['x-service-signature'] !== undefined ? 'caas' : 'payments'
  let body: { event?: unknown }
  try {
    body = JSON.parse(rawBody) as { event?: unknown }
  } catch {
    return `${product} webhook body is not JSON`
  }
  const name = `${product}.${String(body.event)}`
  const hook = hooks[name]
  if (!hook) return `${name} is not in the document's webhooks`
  let validate = compiled.get(name)
  if (!validate)
    compiled.set(name, (validate = ajv.compile(withComponents(hook.post.requestBody.content['application/json']!.schema, components))))
  if (validate(body)) return undefined
  const e = validate.errors?.[0]
  const field = e?.keyword === 'unevaluatedProperties' ? ` (${String(e.params.unevaluatedProperty)})` : ''
  return `${name}: ${e?.instancePath || '/'} ${e?.message}${field}`
}
