/**
 * Which of a page's languages a request wants: the best of its Accept-Language (by q, then order) that the page
 * has, else the fallback. Only well-formed tags count: the tag that chose the language is also the locale the
 * page hands to Intl for numbers and dates.
 */
import { isOneOf } from './closed_sets'

export function negotiateLanguage<L extends string>(
  acceptLanguage: string | undefined,
  languages: readonly L[],
  fallback: L,
): { lang: L; locale: string } {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((x) => x !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i }
    })
    .filter((x) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(x.tag) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
  for (const { tag } of tags) {
    const lang = tag.split('-')[0]!.toLowerCase()
    if (isOneOf(languages, lang)) return { lang, locale: tag }
  }
  return { lang: fallback, locale: fallback }
}
