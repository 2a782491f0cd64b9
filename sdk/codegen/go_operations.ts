/**
 * `operations_gen.go`: one service per operation group (`client.Checkout`, `client.Caas`, …) with one method
 * per operation id, a `<Op>Params` struct for query parameters, `<Method>All` pagers for page-numbered lists,
 * and the list of operation ids the library covers. Each method only describes its request (path, credentials,
 * idempotency, signing); sending, retrying and decoding are the hand-written runtime's (call.go).
 */
import type { Contract, Credential, Operation, Param } from './contract'
import { goArgument, goName, goType, methodName, paramsName, quote, sentence, serviceField, serviceName } from './go_names'

const CREDENTIALS: Readonly<Record<Credential, string>> = {
  apiKey: 'credentialAPIKey',
  caasKey: 'credentialCaasKey',
  accessToken: 'credentialAccessToken',
  adminToken: 'credentialAdminToken',
}

/** How a query parameter's value is written; the document declares only scalars there. */
function queryValue(param: Param, field: string): string {
  switch (param.type.kind) {
    case 'string':
    case 'enum':
      return `*p.${field}`
    case 'integer':
      return `strconv.FormatInt(*p.${field}, 10)`
    case 'boolean':
      return `strconv.FormatBool(*p.${field})`
    case 'number':
      return `p.${field}.String()`
    default:
      throw new Error(`query parameter ${param.name}: ${param.type.kind} is not a scalar`)
  }
}

function paramsStruct(op: Operation): string {
  const name = paramsName(op)
  const fields = op.queryParams.map((p) => {
    const about = sentence(p.description)
    return `${about ? `// ${about}\n` : ''}${goName(p.name)} *${goType(p.type)}`
  })
  const sets = op.queryParams.map((p) => `if p.${goName(p.name)} != nil {\nq.Set(${quote(p.name)}, ${queryValue(p, goName(p.name))})\n}`)
  return `// ${name} are the query parameters of ${op.id}; nil fields are not sent.
type ${name} struct {
${fields.join('\n')}
}

func (p *${name}) values() url.Values {
q := url.Values{}
if p == nil {
return q
}
${sets.join('\n')}
return q
}
`
}

/** `/api/v1/wallet/{customerID}/derive` → `"/api/v1/wallet/" + url.PathEscape(customerID) + "/derive"`. */
function pathExpression(op: Operation): string {
  return op.path
    .split(/(\{[^}]+\})/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('{') ? `url.PathEscape(${goArgument(part.slice(1, -1))})` : quote(part)))
    .join(' + ')
}

function requestLiteral(op: Operation): string {
  const fields = [`operation: ${quote(op.id)}`, `method: ${quote(op.method)}`, `path: ${pathExpression(op)}`]
  if (op.credentials.length > 0) fields.push(`credentials: []credential{${op.credentials.map((c) => CREDENTIALS[c]).join(', ')}}`)
  if (op.queryParams.length > 0) fields.push('query: params.values()')
  if (op.body) fields.push('body: body', 'hasBody: true')
  if (op.idempotent) fields.push('idempotent: true')
  if (op.signed) fields.push('signed: true')
  return `request{${fields.join(', ')}}`
}

function pathArguments(op: Operation): string[] {
  return op.pathParams.map((p) => `${goArgument(p.name)} string`)
}

function method(op: Operation): string {
  const args = ['ctx context.Context', ...pathArguments(op)]
  if (op.body) args.push(`body ${op.body.type.kind === 'any' ? 'any' : goType(op.body.type)}`)
  if (op.queryParams.length > 0) args.push(`params *${paramsName(op)}`)
  args.push('opts ...CallOption')
  const about = sentence(op.description)
  const doc = [`// ${methodName(op)} calls ${op.id}: ${op.summary.replace(/\s+/g, ' ')}`, '//', `// ${op.method} ${op.path}`]
  if (about && about !== op.summary) doc.splice(1, 0, `// ${about}`)
  if (op.idempotent) doc.push('// Honours WithIdempotencyKey: a retry with the same key returns the first answer.')
  if (op.signed) doc.push('// Signed with Options.TransferSigner (X-Transfer-Signature), anew on every retry.')
  const head = `${doc.join('\n')}\nfunc (s *${serviceName(op.group)}) ${methodName(op)}(${args.join(', ')})`
  const req = requestLiteral(op)
  switch (op.result.kind) {
    case 'json': {
      const type = goType(op.result.type)
      return `${head} (*${type}, error) {\nreturn callJSON[${type}](ctx, s.client, ${req}, opts)\n}\n`
    }
    case 'text':
    case 'bytes':
      return `${head} ([]byte, error) {\nreturn s.client.send(ctx, ${req}, opts)\n}\n`
    case 'empty':
      return `${head} error {\n_, err := s.client.send(ctx, ${req}, opts)\nreturn err\n}\n`
  }
}

/** `<Method>All`: every item of a page-numbered list, page 1 onwards, until `total` items or an empty page. */
function pager(op: Operation, contract: Contract): string {
  const pagination = op.pagination
  if (!pagination || op.result.kind !== 'json' || op.result.type.kind !== 'model') return ''
  const resultName = op.result.type.name
  const model = contract.models.find((m) => m.name === resultName)
  const total = model?.fields.find((f) => f.json === 'total')
  const page = op.queryParams.find((p) => p.name === 'page')
  if (total?.type.kind !== 'integer' || !total.required || page?.type.kind !== 'integer')
    throw new Error(`${op.id}: a page-numbered list needs an integer page parameter and a required integer total`)
  const item = goType(pagination.item)
  const name = methodName(op)
  const params = paramsName(op)
  const args = [...pathArguments(op), `params *${params}`, 'opts ...CallOption']
  const callArgs = ['ctx', ...op.pathParams.map((p) => goArgument(p.name)), '&p', 'opts...']
  return `// ${name}All walks every page of ${op.id} (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *${serviceName(op.group)}) ${name}All(${args.join(', ')}) *Pager[${item}] {
return newPager(func(ctx context.Context, page int64) ([]${item}, int64, error) {
var p ${params}
if params != nil {
p = *params
}
p.Page = &page
res, err := s.${name}(${callArgs.join(', ')})
if err != nil {
return nil, 0, err
}
return res.${goName(pagination.itemsField)}, res.Total, nil
})
}
`
}

function groups(contract: Contract): string[] {
  return [...new Set(contract.operations.map((op) => op.group))].sort()
}

function services(contract: Contract): string {
  const all = groups(contract)
  const fields = all.map((g) => `${serviceField(g)} *${serviceName(g)}`)
  const binds = all.map((g) => `c.${serviceField(g)} = &${serviceName(g)}{client: c}`)
  const types = all.map((g) => `// ${serviceName(g)} holds the ${g}.* operations.\ntype ${serviceName(g)} struct {\nclient *Client\n}\n`)
  return `// services are the client's operation groups: client.Checkout, client.Wallets, …
type services struct {
${fields.join('\n')}
}

func (c *Client) bindServices() {
${binds.join('\n')}
}

${types.join('\n')}`
}

export function operationsSource(contract: Contract): string {
  const body = [
    '// OperationIDs lists the operations of the document this library was generated from: each has a method here.',
    `var OperationIDs = []string{\n${contract.operations.map((op) => `${quote(op.id)},`).join('\n')}\n}\n`,
    services(contract),
    ...contract.operations.map((op) => [op.queryParams.length > 0 ? paramsStruct(op) : '', method(op), pager(op, contract)].join('\n')),
  ].join('\n')
  const imports = [
    'context',
    ...(/\bjson\.Number\b/.test(body) ? ['encoding/json'] : []),
    ...(/\burl\./.test(body) ? ['net/url'] : []),
    ...(/\bstrconv\./.test(body) ? ['strconv'] : []),
  ]
  return `package platform\n\nimport (\n${imports.map(quote).join('\n')}\n)\n\n${body}`
}
