/**
 * The Python library's generated half (sdk/python/payments_platform/{models,operations}.py) from the contract:
 * a frozen dataclass per model with the table its decoder reads, and a class per operation group whose methods
 * take path parameters positionally, the body, query parameters by keyword and, where the operation honours one,
 * an idempotency key. The hand-written half (transport, errors, webhooks, signing) lives beside them.
 */
import type { Contract, Model, Operation, Param, TypeRef } from './contract'
import { pascalCase, snakeCase } from './names'

const HEADER = `# Generated from the platform's OpenAPI document by sdk/codegen: do not edit. Regenerate: npm run clients\n`
const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
)
const PACKAGE = 'sdk/python/payments_platform'

/** A Python identifier for a JSON name or id segment: snake case, a keyword gets a trailing underscore. */
function identifier(text: string): string {
  const name = snakeCase(text)
  const safe = /^[0-9]/.test(name) ? `_${name}` : name
  return KEYWORDS.has(safe) ? `${safe}_` : safe
}

const literal = (text: string): string => JSON.stringify(text)

/** A docstring body: no closing quotes or backslashes can end it early. */
const docstring = (text: string): string => text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"').replace(/"$/, '\\"')

function annotation(type: TypeRef, prefix = ''): string {
  switch (type.kind) {
    case 'string':
      return 'str'
    case 'integer':
      return 'int'
    case 'number':
      return 'Decimal'
    case 'boolean':
      return 'bool'
    case 'any':
      return 'Any'
    case 'enum':
      return `Literal[${type.values.map(literal).join(', ')}]`
    case 'array':
      return `list[${annotation(type.items, prefix)}]`
    case 'map':
      return `dict[str, ${annotation(type.values, prefix)}]`
    case 'model':
      return `${prefix}${type.name}`
    case 'nullable':
      return `${annotation(type.inner, prefix)} | None`
  }
}

/** The decoder's description of a type (payments_platform/_model.py reads it). */
function descriptor(type: TypeRef): string {
  switch (type.kind) {
    case 'string':
    case 'enum':
      return '"str"'
    case 'integer':
      return '"int"'
    case 'number':
      return '"decimal"'
    case 'boolean':
      return '"bool"'
    case 'any':
      return '"any"'
    case 'array':
      return `("list", ${descriptor(type.items)})`
    case 'map':
      return `("map", ${descriptor(type.values)})`
    case 'model':
      return `("model", ${literal(type.name)})`
    case 'nullable':
      return `("nullable", ${descriptor(type.inner)})`
  }
}

function modelClass(model: Model): string {
  const doc = model.description ?? (model.named ? `The ${model.name} resource.` : `${model.name}, declared inline by its operation.`)
  const lines = [`@dataclass(frozen=True, kw_only=True)`, `class ${model.name}(Model):`, `    """${docstring(doc)}"""`, '']
  const spec = model.fields.map(
    (f) => `        (${literal(identifier(f.json))}, ${literal(f.json)}, ${descriptor(f.type)}, ${f.required ? 'True' : 'False'}),`,
  )
  lines.push(`    _spec: ClassVar[Spec] = (`, ...spec, `    )`)
  for (const f of model.fields) {
    const type = annotation(f.type)
    lines.push(f.required ? `    ${identifier(f.json)}: ${type}` : `    ${identifier(f.json)}: ${type} | None = None`)
    if (f.description) lines.push(`    """${docstring(f.description)}"""`)
  }
  return lines.join('\n')
}

function modelsFile(contract: Contract): string {
  const named = contract.models.filter((m) => m.named).map((m) => m.name)
  return [
    HEADER,
    `"""Typed models: the platform's resources (its named schemas) and the objects its operations declare inline."""`,
    '',
    'from __future__ import annotations',
    '',
    'from dataclasses import dataclass',
    'from decimal import Decimal',
    'from typing import Any, ClassVar, Literal',
    '',
    'from ._model import Model, Spec, register',
    '',
    '',
    contract.models.map(modelClass).join('\n\n\n'),
    '',
    '',
    `register(${contract.models.map((m) => m.name).join(', ')})`,
    '',
    `#: The platform's error catalogue: every \`code\` an error answer can carry (PlatformApiError.code).`,
    `ErrorCode = Literal[`,
    ...contract.errorCodes.map((c) => `    ${literal(c)},`),
    `]`,
    '',
    `#: The document's named schemas, each a class (ErrorCode: the type above).`,
    `SCHEMA_NAMES: tuple[str, ...] = (`,
    ...[...named, 'ErrorCode'].sort().map((n) => `    ${literal(n)},`),
    `)`,
    '',
  ].join('\n')
}

const constantName = (op: Operation): string => `_${snakeCase(op.id.replace(/\./g, '_')).toUpperCase()}`
const methodName = (op: Operation): string => identifier(op.name.join('_'))
const groupClass = (group: string): string => `${pascalCase(group)}Api`

function resultAnnotation(op: Operation): string {
  switch (op.result.kind) {
    case 'json':
      return annotation(op.result.type, 'm.')
    case 'text':
      return 'str'
    case 'bytes':
      return 'bytes'
    case 'empty':
      return 'None'
  }
}

function operationConstant(op: Operation): string {
  const resultType = op.result.kind === 'json' ? descriptor(op.result.type) : 'None'
  const names = (params: readonly Param[]) => `(${params.map((p) => `${literal(p.name)}, `).join('')})`
  return [
    `${constantName(op)} = Operation(`,
    `    id=${literal(op.id)},`,
    `    method=${literal(op.method)},`,
    `    path=${literal(op.path)},`,
    `    credentials=(${op.credentials.map((c) => `${literal(c)}, `).join('')}),`,
    `    path_params=${names(op.pathParams)},`,
    `    query_params=${names(op.queryParams)},`,
    `    idempotent=${op.idempotent ? 'True' : 'False'},`,
    `    signed=${op.signed ? 'True' : 'False'},`,
    `    result=${literal(op.result.kind)},`,
    `    result_type=${resultType},`,
    `)`,
  ].join('\n')
}

function methodDoc(op: Operation): string {
  const lines = [op.summary, '', `${op.method} ${op.path}${op.description ? `: ${op.description}` : ''}`]
  if (op.signed) lines.push('', 'Signed with X-Transfer-Signature by the client (Client(transfer_signer=...)).')
  return `        """${docstring(lines.join('\n        '))}\n        """`
}

function method(op: Operation): string {
  const positional = op.pathParams.map((p) => `${identifier(p.name)}: ${annotation(p.type, 'm.')}`)
  if (op.body) {
    const type = `${annotation(op.body.type, 'm.')} | Mapping[str, Any]`
    positional.push(op.body.required ? `body: ${type}` : `body: ${type} | None = None`)
  }
  const keywords = op.queryParams.map((p) =>
    p.required ? `${identifier(p.name)}: ${annotation(p.type, 'm.')}` : `${identifier(p.name)}: ${annotation(p.type, 'm.')} | None = None`,
  )
  if (op.idempotent) keywords.push('idempotency_key: str | None = None')
  const params = ['self', ...positional, ...(keywords.length > 0 ? ['*', ...keywords] : [])].join(', ')
  const pathArgs = `(${op.pathParams.map((p) => `${identifier(p.name)}, `).join('')})`
  const query = `{${op.queryParams.map((p) => `${literal(p.name)}: ${identifier(p.name)}`).join(', ')}}`
  const call = `self._call(${constantName(op)}, ${pathArgs}, ${query}, ${op.body ? 'body' : 'None'}, ${op.idempotent ? 'idempotency_key' : 'None'})`
  const lines = [
    `    def ${methodName(op)}(${params}) -> ${resultAnnotation(op)}:`,
    methodDoc(op),
    `        return ${call}  # type: ignore[no-any-return]`,
  ]
  if (op.pagination) lines.push('', ...pagesMethod(op, op.pagination.itemsField, op.pagination.item))
  return lines.join('\n')
}

/** `<method>_all`: every item of a page-numbered list, fetched page after page as it is iterated. */
function pagesMethod(op: Operation, itemsField: string, item: TypeRef): string[] {
  const path = op.pathParams.map((p) => `${identifier(p.name)}: ${annotation(p.type, 'm.')}`)
  const filters = op.queryParams.filter((p) => p.name !== 'page')
  const keywords = filters.map((p) => `${identifier(p.name)}: ${annotation(p.type, 'm.')} | None = None`)
  const params = ['self', ...path, ...(keywords.length > 0 ? ['*', ...keywords] : [])].join(', ')
  const args = [
    ...op.pathParams.map((p) => identifier(p.name)),
    ...filters.map((p) => `${identifier(p.name)}=${identifier(p.name)}`),
    'page=page',
  ]
  return [
    `    def ${methodName(op)}_all(${params}) -> Iterator[${annotation(item, 'm.')}]:`,
    `        """Every item of ${methodName(op)}, page after page (${literal(itemsField)}), fetched as you iterate."""`,
    `        return paginate(lambda page: self.${methodName(op)}(${args.join(', ')}), ${literal(itemsField)})`,
  ]
}

function operationsFile(contract: Contract): string {
  const groups = [...new Set(contract.operations.map((op) => op.group))]
  const classes = groups.map((group) => {
    const ops = contract.operations.filter((op) => op.group === group)
    return [`class ${groupClass(group)}(Group):`, `    """The \`${group}.*\` operations."""`, '', ops.map(method).join('\n\n')].join('\n')
  })
  return [
    HEADER,
    `"""Every operation of the platform, grouped as the document's operation ids are (\`checkout.create\` is client.checkout.create)."""`,
    '',
    'from __future__ import annotations',
    '',
    'from collections.abc import Iterator, Mapping',
    'from decimal import Decimal',
    'from typing import Any, Literal',
    '',
    'from . import models as m',
    'from ._operation import Group, Operation, Transport',
    'from .pagination import paginate',
    '',
    '',
    contract.operations.map(operationConstant).join('\n\n'),
    '',
    '',
    classes.join('\n\n\n'),
    '',
    '',
    'class Groups:',
    `    """The operation groups a Client carries."""`,
    '',
    '    def __init__(self, transport: Transport) -> None:',
    ...groups.map((g) => `        self.${identifier(g)} = ${groupClass(g)}(transport)`),
    '',
    '',
    `#: Every operation id of the document and where it is on a Client: (group attribute, method).`,
    'OPERATIONS: dict[str, tuple[str, str]] = {',
    ...contract.operations.map((op) => `    ${literal(op.id)}: (${literal(identifier(op.group))}, ${literal(methodName(op))}),`),
    '}',
    'OPERATION_IDS: tuple[str, ...] = tuple(OPERATIONS)',
    '',
  ].join('\n')
}

/** Repository-relative path → content of every generated Python file. */
export function pythonFiles(contract: Contract): Record<string, string> {
  const tidy = (text: string) => text.replace(/[ \t]+$/gm, '')
  return { [`${PACKAGE}/models.py`]: tidy(modelsFile(contract)), [`${PACKAGE}/operations.py`]: tidy(operationsFile(contract)) }
}
