/**
 * The page's views drawn on the server: for each view the platform names
 * (actors/checkout/view_page.ts), the same elements, ids, attributes and
 * text as `body()` in the page's script (script.ts), so the script takes the
 * page over as it is and redraws only when the view changes. The pay page
 * test checks the two agree after every live change. All data is text here:
 * it goes through `el`, which escapes it.
 */
import type { Static } from '@sinclair/typebox'
import type { PageViewName, PayPageView } from '../wire_page'
import { el, type Child, type Markup } from './html'
import type { Formats } from './format'
import { fill, type PageStrings } from './strings'

export type PageView = Static<typeof PayPageView>
type Selection = NonNullable<PageView['selection']>
type Payment = PageView['payments'][number]

/** The status line's text of each view. */
export const HEADLINES: Readonly<Record<PageViewName, keyof PageStrings>> = {
  choose: 'chooseHeadline',
  waiting: 'waitingHeadline',
  detected: 'detectedHeadline',
  partial: 'partialHeadline',
  paid: 'paidHeadline',
  overpaid: 'overpaidHeadline',
  paid_late: 'paidLateHeadline',
  expired: 'expiredHeadline',
  failed: 'failedHeadline',
}

/** The children of `#panel` for the session's view. */
export function panelOf(s: PageView, S: PageStrings, f: Formats): Markup[] {
  const parts = (children: Child[]) => children.filter((c): c is Markup => typeof c === 'object' && c !== null)
  const sel = s.selection
  const due = sel ? f.crypto(sel.amount_crypto, sel.currency) : ''
  const paid = sel ? f.crypto(sel.paid_amount, sel.currency) : ''
  const txLine = (p: Payment) => {
    const hash = p.tx_hash
    const link = p.explorer_url
      ? el(
          'a',
          { href: p.explorer_url, target: '_blank', rel: 'noopener noreferrer', 'aria-label': fill(S.viewTransaction, { hash }) },
          hash,
        )
      : el('span', {}, hash)
    return el(
      'div',
      { class: 'tx' },
      el('strong', {}, S.transaction),
      el('div', { class: 'mono', 'data-testid': 'tx' }, link),
      p.explorer_url ? null : el('div', { class: 'muted' }, S.noExplorer),
    )
  }
  const copyButton = (label: string, value: string, id: string) =>
    el('button', { type: 'button', class: 'btn secondary', id, 'data-copy': value }, label)
  const payBlock = (sel: Selection, amount: string, qr: string | undefined, alt: string, lead: string) =>
    el(
      'div',
      { id: 'pay' },
      qr
        ? el('img', { class: 'qr', id: 'qr', src: qr, alt: fill(alt, { amount: f.crypto(amount, sel.currency), address: sel.address }) })
        : null,
      el('p', {}, lead),
      el('p', { class: 'crypto', id: 'crypto' }, f.crypto(amount, sel.currency)),
      el('p', {}, fill(S.toAddress, { network: f.network(sel.network) })),
      el('div', { class: 'mono', id: 'address', 'data-testid': 'address' }, sel.address),
      el('div', { class: 'row' }, copyButton(S.copyAddress, sel.address, 'copy-address'), copyButton(S.copyAmount, amount, 'copy-amount')),
      el('p', { class: 'muted' }, S.autoUpdate),
    )
  const receipt = () => {
    const rows: Array<[string, Child]> = [[S.receiptAmount, f.fiat(s.amount, s.currency)]]
    if (sel) rows.push([S.receiptPaid, paid], [S.receiptNetwork, f.network(sel.network)])
    if (s.paid_at) rows.push([S.receiptTime, el('time', { datetime: s.paid_at }, f.when(s.paid_at))])
    return el(
      'section',
      { 'aria-labelledby': 'receipt-title' },
      el('h2', { id: 'receipt-title' }, S.receipt),
      el('dl', { id: 'receipt' }, ...rows.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)])),
      ...s.payments.filter((p) => p.status === 'confirmed').map(txLine),
    )
  }
  const back = () => (s.return_url ? el('a', { class: 'btn', id: 'return', href: s.return_url }, S.returnToShop) : null)
  const chooseForm = () =>
    el(
      'form',
      { id: 'choose' },
      el('label', { for: 'option' }, S.payWith),
      el(
        'select',
        { id: 'option', name: 'option' },
        ...s.payment_options.map((o) =>
          el(
            'option',
            { value: `${o.network}:${o.currency}` },
            fill(S.optionLabel, { currency: o.currency, network: f.network(o.network) }),
          ),
        ),
      ),
      el('button', { type: 'submit', class: 'btn', id: 'go' }, S.showAddress),
    )
  switch (s.view) {
    case 'choose':
      return [chooseForm()]
    case 'waiting':
      return sel ? [payBlock(sel, sel.amount_crypto, sel.qr_code, S.qrAlt, S.sendExactly)] : []
    case 'detected': {
      const out: Child[] = []
      for (const p of s.payments.filter((x) => !x.late && x.status === 'detected')) {
        out.push(el('p', {}, fill(S.detectedAmount, { amount: f.crypto(p.amount, p.currency) })))
        const progress =
          p.settlement === 'depth'
            ? fill(S.confirmations, { count: String(p.confirmations), required: String(p.confirmations_required) })
            : fill(S.settling, { network: f.network(p.network) })
        out.push(el('p', { id: 'progress' }, progress), txLine(p))
      }
      if (sel && sel.paid_amount !== '0') out.push(el('p', {}, fill(S.received, { paid, due })))
      return parts(out)
    }
    case 'partial':
      return sel
        ? [
            el('p', { id: 'received' }, fill(S.received, { paid, due })),
            payBlock(sel, sel.remaining_amount, sel.remaining_qr_code, S.qrRestAlt, S.sendRemaining),
          ]
        : []
    case 'paid':
      return parts([receipt(), back()])
    case 'overpaid': {
      const extra = sel ? f.crypto(sel.excess_amount ?? '0', sel.currency) : ''
      return parts([el('p', { id: 'explain' }, fill(S.overpaidText, { paid, due, extra })), receipt(), back()])
    }
    case 'paid_late': {
      const late = s.payments.filter((p) => p.late)
      const total = sel ? f.crypto(lateTotal(s.payments), sel.currency) : ''
      return parts([el('p', { id: 'explain' }, fill(S.paidLateText, { paid: total })), ...late.map(txLine), back()])
    }
    case 'expired': {
      const text = sel && sel.paid_amount !== '0' ? fill(S.expiredPartText, { paid, due }) : S.expiredText
      return parts([el('p', { id: 'explain' }, text), el('p', { class: 'muted' }, S.expiredSentText), back()])
    }
    case 'failed':
      return parts([el('p', { id: 'explain' }, S.failedText), back()])
  }
}

/** The confirmed late payments added up exactly, as a decimal string (one asset: the selection's). */
function lateTotal(payments: readonly Payment[]): string {
  const late = payments.filter((p) => p.late && p.status === 'confirmed').map((p) => p.amount)
  const scale = Math.max(0, ...late.map((a) => (a.split('.')[1] ?? '').length))
  const units = late.reduce((sum, a) => {
    const [whole = '0', fraction = ''] = a.split('.')
    return sum + BigInt(whole + fraction.padEnd(scale, '0'))
  }, 0n)
  const text = units.toString().padStart(scale + 1, '0')
  return scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}`.replace(/\.?0+$/, '') : text
}
