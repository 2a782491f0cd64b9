/**
 * `models_gen.go`: one struct per contract model (named schemas and the objects operations declare inline), and
 * the list of the document's named schemas the library covers. Absent or null fields are pointers (or nil
 * slices and maps) tagged `omitempty`, so a request sends only what the caller set.
 */
import type { Contract, Model } from './contract'
import { fieldType, goName, quote, sentence } from './go_names'

function comment(text: string): string {
  return `// ${text}\n`
}

function struct(model: Model): string {
  const name = goName(model.name)
  const about = sentence(model.description)
  const doc = about
    ? `${name}: ${about}`
    : model.named
      ? `${name} is the document's ${model.name} schema.`
      : `${name} is an object an operation declares inline.`
  const seen = new Set<string>()
  const fields = model.fields.map((field) => {
    const fieldName = goName(field.json)
    if (seen.has(fieldName)) throw new Error(`${model.name}: two fields named ${fieldName} in Go`)
    seen.add(fieldName)
    const tag = field.required ? field.json : `${field.json},omitempty`
    const described = sentence(field.description)
    return `${described ? comment(described) : ''}${fieldName} ${fieldType(field)} \`json:${quote(tag)}\``
  })
  return `${comment(doc)}type ${name} struct {\n${fields.join('\n')}\n}\n`
}

export function modelsSource(contract: Contract): string {
  const named = [...contract.models.filter((m) => m.named).map((m) => m.name), 'ErrorCode'].sort().map((name) => `${quote(name)},`)
  const structs = contract.models.map(struct).join('\n')
  // The catalogue is the one named schema that is not an object: a string type with every code as a constant list.
  const catalogue = [
    "// ErrorCode is a code of the platform's error catalogue: APIError.Code is one of ErrorCodes.",
    'type ErrorCode = string\n',
    '// ErrorCodes lists every code an error answer can carry.',
    `var ErrorCodes = []ErrorCode{\n${contract.errorCodes.map((c) => `${quote(c)},`).join('\n')}\n}\n`,
  ].join('\n')
  return [
    'package platform\n',
    // Only when a field is a json.Number or json.RawMessage: Go refuses an unused import.
    ...(/\bjson\.(Number|RawMessage)\b/.test(structs) ? ['import "encoding/json"\n'] : []),
    '// SchemaNames lists the named schemas of the document this library was generated from: each has a type here.',
    `var SchemaNames = []string{\n${named.join('\n')}\n}\n`,
    catalogue,
    structs,
  ].join('\n')
}
