/** Escaping for the two places the page puts values: HTML text and attributes, and JSON inside a script element. */
const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text safe in HTML content and in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)

/** JSON that cannot end its `<script type="application/json">` element early (`</script>`, `<!--`). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** Markup built by `el`: the only HTML the page writes that is not escaped text. */
export interface Markup {
  readonly html: string
}
export type Child = Markup | string | null | undefined | false

const VOID = new Set(['img', 'meta', 'input', 'br'])
const TAG = /^[a-z][a-z0-9]*$/
const ATTRIBUTE = /^[a-z][a-z0-9-]*$/

/**
 * An element as the page's script draws it with its own `el` (same arguments,
 * same attribute order): a string is text and is escaped, absent attributes
 * and children are left out. Names are fixed by the page's code, never data.
 */
export function el(tag: string, attrs: Readonly<Record<string, string | boolean | null | undefined>>, ...children: Child[]): Markup {
  if (!TAG.test(tag)) throw new Error(`not a tag name: ${tag}`)
  let open = `<${tag}`
  for (const [name, value] of Object.entries(attrs)) {
    if (!ATTRIBUTE.test(name)) throw new Error(`not an attribute name: ${name}`)
    if (value === true) open += ` ${name}`
    else if (value !== false && value !== null && value !== undefined) open += ` ${name}="${escapeHtml(value)}"`
  }
  if (VOID.has(tag)) return { html: `${open}>` }
  return { html: `${open}>${children.map(markupOf).join('')}</${tag}>` }
}

/** A child as HTML: markup as it is, text escaped. */
export const markupOf = (child: Child): string =>
  child === null || child === undefined || child === false ? '' : typeof child === 'string' ? escapeHtml(child) : child.html
