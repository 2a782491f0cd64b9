/**
 * Every word the hosted pay page shows, in one catalogue: English, and
 * German as the second language. `{name}` marks a value the page fills in.
 * German is typed by the English keys, so a string added to one and not
 * the other does not compile. The language follows Accept-Language.
 */
import { keysOf } from '../../../../platform/closed_sets'
import { negotiateLanguage } from '../../../../platform/accept_language'
const en = {
  title: 'Pay {business}',
  testBanner: 'Test payment: no real funds. This page is for trying out the shop’s integration.',
  poweredBy: 'Payments by {platform}',
  logoAlt: '{business} logo',
  amountDue: 'Amount due',
  timeLeft: 'Time left: {time}',
  payBy: 'Pay by {clock}',
  chooseHeadline: 'Choose how you want to pay',
  payWith: 'Pay with',
  optionLabel: '{currency} on {network}',
  showAddress: 'Show payment address',
  waitingHeadline: 'Waiting for your payment',
  sendExactly: 'Send exactly',
  toAddress: 'to this {network} address:',
  qrAlt: 'QR code to pay {amount} to {address}',
  qrRestAlt: 'QR code to pay the remaining {amount} to {address}',
  copyAddress: 'Copy address',
  copyAmount: 'Copy amount',
  copied: 'Copied',
  autoUpdate: 'This page updates by itself when your payment arrives.',
  detectedHeadline: 'Payment seen, waiting for confirmation',
  detectedAmount: 'We see {amount} on its way.',
  confirmations: 'Confirmations: {count} of {required}',
  settling: 'Settling on the {network} network…',
  transaction: 'Transaction',
  viewTransaction: 'View transaction {hash} on a block explorer',
  noExplorer: 'Test transaction: not on a public block explorer',
  partialHeadline: 'Partly paid: please send the rest',
  received: 'Received {paid} of {due}.',
  sendRemaining: 'Send the remaining',
  paidHeadline: 'Paid. Thank you!',
  receipt: 'Receipt',
  receiptAmount: 'Amount',
  receiptPaid: 'Paid in crypto',
  receiptNetwork: 'Network',
  receiptTime: 'Time',
  returnToShop: 'Return to the shop',
  overpaidHeadline: 'Paid, with more than was due',
  overpaidText:
    'You sent {paid}, which is {extra} more than the {due} due. The order is paid. The shop has been told about the extra amount; contact them to have it refunded.',
  paidLateHeadline: 'Your payment arrived after the time ran out',
  paidLateText:
    'We received {paid}, but only after this payment had expired, so the order was not completed automatically. The shop has been told: contact them to complete the order or to get a refund.',
  expiredHeadline: 'This payment has expired',
  expiredText: 'The time to pay ran out before a payment arrived. If you have not paid, return to the shop and start the payment again.',
  expiredPartText:
    'We received {paid} of {due} before the time ran out. Contact the shop with your transaction to complete the order or get a refund.',
  expiredSentText: 'If you sent money after the time ran out, reload this page to see it, and contact the shop.',
  failedHeadline: 'The payment did not go through',
  failedText:
    'The network did not accept the transaction, so no payment was made. Check your wallet, then return to the shop to try again.',
  noScriptReload: 'Without JavaScript this page does not update by itself: reload it to see whether your payment has arrived.',
  noScriptChoose: 'Choosing how to pay needs JavaScript: turn it on, then reload this page.',
  reload: 'Reload this page',
  notFoundTitle: 'Payment not found',
  notFoundText: 'This payment link is not valid. Please return to the shop and start the payment again.',
  error: 'Something went wrong: {message}',
}

export type PageStrings = typeof en

const de: PageStrings = {
  title: '{business} bezahlen',
  testBanner: 'Testzahlung: kein echtes Geld. Diese Seite dient zum Ausprobieren der Shop-Anbindung.',
  poweredBy: 'Zahlungen über {platform}',
  logoAlt: 'Logo von {business}',
  amountDue: 'Zu zahlender Betrag',
  timeLeft: 'Verbleibende Zeit: {time}',
  payBy: 'Zahlbar bis {clock}',
  chooseHeadline: 'Wählen Sie, wie Sie bezahlen möchten',
  payWith: 'Bezahlen mit',
  optionLabel: '{currency} im Netzwerk {network}',
  showAddress: 'Zahlungsadresse anzeigen',
  waitingHeadline: 'Wir warten auf Ihre Zahlung',
  sendExactly: 'Senden Sie genau',
  toAddress: 'an diese {network}-Adresse:',
  qrAlt: 'QR-Code, um {amount} an {address} zu zahlen',
  qrRestAlt: 'QR-Code, um die restlichen {amount} an {address} zu zahlen',
  copyAddress: 'Adresse kopieren',
  copyAmount: 'Betrag kopieren',
  copied: 'Kopiert',
  autoUpdate: 'Diese Seite aktualisiert sich von selbst, sobald Ihre Zahlung eintrifft.',
  detectedHeadline: 'Zahlung gesehen, Bestätigung steht aus',
  detectedAmount: 'Wir sehen {amount} unterwegs.',
  confirmations: 'Bestätigungen: {count} von {required}',
  settling: 'Wird im {network}-Netzwerk abgewickelt…',
  transaction: 'Transaktion',
  viewTransaction: 'Transaktion {hash} im Block-Explorer ansehen',
  noExplorer: 'Testtransaktion: in keinem öffentlichen Block-Explorer',
  partialHeadline: 'Teilweise bezahlt: bitte senden Sie den Rest',
  received: '{paid} von {due} erhalten.',
  sendRemaining: 'Senden Sie die restlichen',
  paidHeadline: 'Bezahlt. Vielen Dank!',
  receipt: 'Beleg',
  receiptAmount: 'Betrag',
  receiptPaid: 'In Krypto bezahlt',
  receiptNetwork: 'Netzwerk',
  receiptTime: 'Zeitpunkt',
  returnToShop: 'Zurück zum Shop',
  overpaidHeadline: 'Bezahlt, mit mehr als fällig war',
  overpaidText:
    'Sie haben {paid} gesendet, {extra} mehr als die fälligen {due}. Die Bestellung ist bezahlt. Der Shop weiß von dem Mehrbetrag; wenden Sie sich an ihn, um ihn zurückzuerhalten.',
  paidLateHeadline: 'Ihre Zahlung kam nach Ablauf der Zeit an',
  paidLateText:
    'Wir haben {paid} erhalten, aber erst nach Ablauf dieser Zahlung, daher wurde die Bestellung nicht automatisch abgeschlossen. Der Shop wurde informiert: wenden Sie sich an ihn, um die Bestellung abzuschließen oder das Geld zurückzuerhalten.',
  expiredHeadline: 'Diese Zahlung ist abgelaufen',
  expiredText:
    'Die Zeit zum Bezahlen ist abgelaufen, bevor eine Zahlung eintraf. Wenn Sie noch nicht bezahlt haben, kehren Sie zum Shop zurück und starten Sie die Zahlung erneut.',
  expiredPartText:
    'Wir haben {paid} von {due} erhalten, bevor die Zeit ablief. Wenden Sie sich mit Ihrer Transaktion an den Shop, um die Bestellung abzuschließen oder das Geld zurückzuerhalten.',
  expiredSentText:
    'Wenn Sie nach Ablauf der Zeit Geld gesendet haben, laden Sie diese Seite neu, um es zu sehen, und wenden Sie sich an den Shop.',
  failedHeadline: 'Die Zahlung ist nicht durchgegangen',
  failedText:
    'Das Netzwerk hat die Transaktion nicht angenommen, es wurde also nichts bezahlt. Prüfen Sie Ihr Wallet und kehren Sie dann zum Shop zurück, um es erneut zu versuchen.',
  noScriptReload:
    'Ohne JavaScript aktualisiert sich diese Seite nicht von selbst: laden Sie sie neu, um zu sehen, ob Ihre Zahlung eingetroffen ist.',
  noScriptChoose: 'Um die Zahlungsart zu wählen, braucht diese Seite JavaScript: schalten Sie es ein und laden Sie die Seite neu.',
  reload: 'Seite neu laden',
  notFoundTitle: 'Zahlung nicht gefunden',
  notFoundText: 'Dieser Zahlungslink ist ungültig. Bitte kehren Sie zum Shop zurück und starten Sie die Zahlung erneut.',
  error: 'Etwas ist schiefgelaufen: {message}',
}

export const CATALOGUE = { en, de } as const
export type Language = keyof typeof CATALOGUE
const LANGUAGES: readonly Language[] = keysOf(CATALOGUE)

/** The language and number/date locale of a request: the best of Accept-Language that the catalogue has, else English. */
export function languageOf(acceptLanguage: string | undefined): { lang: Language; locale: string } {
  return negotiateLanguage(acceptLanguage, LANGUAGES, 'en')
}

/** A string with its `{name}` places filled. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all)
}
