/**
 * Every word the analytics dashboard page shows, in one catalogue: English, and German as the second language.
 * German is typed by the English keys, so a string added to one and not the other does not compile. The language
 * follows Accept-Language, unless the address says `?lang=de` or `?lang=en`. `{name}` marks a value the script fills.
 */
import { isOneOf, keysOf } from '../../../platform/closed_sets'

const en = {
  title: 'Analytics',
  heading: 'Analytics dashboard',
  intro: 'Sales, payment methods, transactions and fraud alerts of your business.',
  signInHeading: 'Sign in',
  email: 'Email',
  password: 'Password',
  otp: 'Two-factor code',
  otpNeeded: 'Two-factor authentication is on: enter the six-digit code from your app.',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signedOut: 'You are signed out.',
  sessionEnded: 'Your session has ended: please sign in again.',
  settings: 'Report settings',
  environment: 'Environment',
  live: 'Live',
  test: 'Test',
  days: 'Period',
  lastDays: 'Last {days} days',
  refresh: 'Refresh',
  overviewHeading: 'Overview',
  period: 'Period {from} to {to}',
  totalVolume: 'Total volume',
  revenue: 'Revenue',
  netSales: 'Net sales',
  refunds: 'Refunds',
  averageSale: 'Average sale',
  successRate: 'Success rate',
  transactionCount: 'Transactions',
  notAvailable: 'n/a',
  revenueHeading: 'Revenue over time',
  revenueChart: 'Bar chart of revenue per day in {currency}, {count} days',
  revenueTable: 'Revenue per day as a table',
  date: 'Date',
  volume: 'Volume',
  methodsHeading: 'Payment methods',
  methodsChart: 'Bar chart of paid sessions per payment method',
  methodsTable: 'Payment methods as a table',
  noMethods: 'No paid sessions in this period.',
  method: 'Method',
  sessions: 'Sessions',
  share: 'Share',
  transactionsHeading: 'Transactions',
  filters: 'Filter transactions',
  product: 'Product',
  allProducts: 'All products',
  search: 'Search (reference, session id, e-mail)',
  applyFilters: 'Apply filters',
  exportCsv: 'Export CSV',
  exported: 'Downloaded {name}.',
  time: 'Time',
  type: 'Type',
  amount: 'Amount',
  crypto: 'Crypto',
  subject: 'Id',
  customer: 'Customer',
  noTransactions: 'No transactions match.',
  shown: 'Showing {from}–{to} of {total}',
  previous: 'Previous page',
  next: 'Next page',
  alertsHeading: 'Open fraud alerts',
  noAlerts: 'No open fraud alerts.',
  score: 'Score {score}',
  opened: 'Opened {time}',
  dismiss: 'Dismiss',
  dismissReason: 'Why is this alert harmless?',
  confirmDismiss: 'Dismiss alert',
  cancel: 'Cancel',
  dismissed: 'Alert dismissed.',
  reasonNeeded: 'Please give a reason.',
  loading: 'Loading…',
  updated: 'Updated.',
  error: 'Something went wrong: {message}',
  noScript: 'This dashboard needs JavaScript: turn it on, then reload this page.',
  language: 'Deutsch',
}

export type PageStrings = typeof en

const de: PageStrings = {
  title: 'Analysen',
  heading: 'Analyse-Dashboard',
  intro: 'Umsätze, Zahlungsarten, Transaktionen und Betrugswarnungen Ihres Unternehmens.',
  signInHeading: 'Anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  otp: 'Zwei-Faktor-Code',
  otpNeeded: 'Die Zwei-Faktor-Authentifizierung ist aktiv: Geben Sie den sechsstelligen Code aus Ihrer App ein.',
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  signedOut: 'Sie sind abgemeldet.',
  sessionEnded: 'Ihre Sitzung ist abgelaufen: Bitte melden Sie sich erneut an.',
  settings: 'Berichtseinstellungen',
  environment: 'Umgebung',
  live: 'Live',
  test: 'Test',
  days: 'Zeitraum',
  lastDays: 'Letzte {days} Tage',
  refresh: 'Aktualisieren',
  overviewHeading: 'Übersicht',
  period: 'Zeitraum {from} bis {to}',
  totalVolume: 'Gesamtvolumen',
  revenue: 'Umsatz',
  netSales: 'Nettoumsatz',
  refunds: 'Erstattungen',
  averageSale: 'Durchschnittlicher Verkauf',
  successRate: 'Erfolgsquote',
  transactionCount: 'Transaktionen',
  notAvailable: 'k. A.',
  revenueHeading: 'Umsatz im Zeitverlauf',
  revenueChart: 'Balkendiagramm des Umsatzes pro Tag in {currency}, {count} Tage',
  revenueTable: 'Umsatz pro Tag als Tabelle',
  date: 'Datum',
  volume: 'Volumen',
  methodsHeading: 'Zahlungsarten',
  methodsChart: 'Balkendiagramm der bezahlten Sitzungen pro Zahlungsart',
  methodsTable: 'Zahlungsarten als Tabelle',
  noMethods: 'Keine bezahlten Sitzungen in diesem Zeitraum.',
  method: 'Zahlungsart',
  sessions: 'Sitzungen',
  share: 'Anteil',
  transactionsHeading: 'Transaktionen',
  filters: 'Transaktionen filtern',
  product: 'Produkt',
  allProducts: 'Alle Produkte',
  search: 'Suche (Referenz, Sitzungs-ID, E-Mail)',
  applyFilters: 'Filter anwenden',
  exportCsv: 'CSV exportieren',
  exported: '{name} heruntergeladen.',
  time: 'Zeitpunkt',
  type: 'Art',
  amount: 'Betrag',
  crypto: 'Krypto',
  subject: 'ID',
  customer: 'Kunde',
  noTransactions: 'Keine passenden Transaktionen.',
  shown: '{from}–{to} von {total}',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  alertsHeading: 'Offene Betrugswarnungen',
  noAlerts: 'Keine offenen Betrugswarnungen.',
  score: 'Bewertung {score}',
  opened: 'Geöffnet {time}',
  dismiss: 'Verwerfen',
  dismissReason: 'Warum ist diese Warnung harmlos?',
  confirmDismiss: 'Warnung verwerfen',
  cancel: 'Abbrechen',
  dismissed: 'Warnung verworfen.',
  reasonNeeded: 'Bitte geben Sie einen Grund an.',
  loading: 'Wird geladen…',
  updated: 'Aktualisiert.',
  error: 'Etwas ist schiefgelaufen: {message}',
  noScript: 'Dieses Dashboard braucht JavaScript: Schalten Sie es ein und laden Sie die Seite neu.',
  language: 'English',
}

export const CATALOGUE = { en, de } as const
export type Language = keyof typeof CATALOGUE
const LANGUAGES: readonly Language[] = keysOf(CATALOGUE)

/**
 * The page's language: `?lang=` when given, else the best of Accept-Language that the catalogue has (by q, then
 * order), else English. The locale (for dates) is the tag that chose it, when well formed.
 */
export function languageOf(acceptLanguage: string | undefined, override?: Language): { lang: Language; locale: string } {
  if (override) return { lang: override, locale: override }
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
    if (isOneOf(LANGUAGES, lang)) return { lang, locale: tag }
  }
  return { lang: 'en', locale: 'en' }
}
