/** Identifier spelling shared by the generators: the JSON or id text in, a language's identifier out. */

/** `customerID` → `customer_id`, `x-tagGroups` → `x_tag_groups`, `twoFactor` → `two_factor`. */
export function snakeCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase()
}

/** `webhooks payments` → `WebhooksPayments`. */
export function pascalCase(text: string): string {
  return snakeCase(text)
    .split('_')
    .filter((w) => w !== '')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
}
