/**
 * The quote state machine (state.ts). Single use is the actor's: of two transfers racing for one quote, one
 * `use` is written first and the other is refused QUOTE_USED.
 *
 *   command   new               open                                     used
 *   create    open              unchanged                                unchanged
 *   use       QUOTE_NOT_FOUND   used (QUOTE_EXPIRED past expiresAtMs)    same transfer: unchanged; else QUOTE_USED
 *   release   -                 unchanged                                that transfer's: open again; else unchanged
 *   get       QUOTE_NOT_FOUND   the quote (another merchant's or environment's: QUOTE_NOT_FOUND)
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, refTo, unchanged, type ActorKind, type Decision } from '../../runtime/types'
import type { RemittanceRejection } from '../rejections'
import type { RemitQuoteCommand } from './commands'
import type { RemitQuote, RemitQuoteState } from './state'

type QuoteRejection = Extract<RemittanceRejection, 'QUOTE_NOT_FOUND' | 'QUOTE_EXPIRED' | 'QUOTE_USED'>
type D = Decision<RemitQuoteState, RemitQuote, QuoteRejection>

const NOT_FOUND = reject('QUOTE_NOT_FOUND', 'no such quote')

function decideQuote(state: RemitQuoteState, command: RemitQuoteCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status !== 'new') return unchanged(state)
    const next: RemitQuote = { ...command.quote, status: 'open', id: state.id, usedBy: null, createdAtMs: nowMs }
    return accepted(next, next)
  }
  if (state.status === 'new') return rejected(NOT_FOUND)
  switch (command.type) {
    case 'get':
      return state.businessId === command.businessId && state.isTest === command.isTest ? unchanged(state) : rejected(NOT_FOUND)
    case 'use': {
      if (state.businessId !== command.businessId || state.isTest !== command.isTest) return rejected(NOT_FOUND)
      if (state.usedBy === command.transferId) return unchanged(state)
      if (state.status === 'used') return rejected(reject('QUOTE_USED', 'a transfer was made on this quote already: quote again'))
      if (nowMs > state.expiresAtMs) return rejected(reject('QUOTE_EXPIRED', 'the quote expired: quote again'))
      const next: RemitQuote = { ...state, status: 'used', usedBy: command.transferId }
      return accepted(next, next)
    }
    case 'release': {
      if (state.usedBy !== command.transferId) return unchanged(state)
      const next: RemitQuote = { ...state, status: 'open', usedBy: null }
      return accepted(next, next)
    }
  }
}

export const remitQuoteKind: ActorKind<RemitQuoteState, RemitQuoteCommand, RemitQuote, QuoteRejection> = {
  kind: 'remit_quote',
  initial: (id) => ({ status: 'new', id }),
  decide: decideQuote,
}

export const remitQuoteRef = (id: string) => refTo(remitQuoteKind, id)
