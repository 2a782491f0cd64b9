/**
 * Page views (what `GET /api/v1/checkout/{uuid}/page` answers) for the pay
 * page's server-side tests, one per view: a 24.50 USD session paid in USDC on
 * Polygon, with what each view has (a payment seen, part paid, a receipt...).
 */
import type { PageViewName } from '../../actors/checkout/api/wire_page'
import type { PageView } from '../../actors/checkout/api/pay_page'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const QR = 'data:image/png;base64,iVBORw0KGgo='
const T0 = '2025-03-01T12:00:00.000Z'

const payment = (over: Partial<PageView['payments'][number]> = {}): PageView['payments'][number] => ({
  tx_hash: '0xfeed',
  network: 'POL',
  currency: 'USDC',
  amount: '10',
  status: 'confirmed',
  settlement: 'depth',
  confirmations: 1,
  confirmations_required: 1,
  late: false,
  detected_at: T0,
  ...over,
})

/** The selection with `paid` of the 24.5 due received. */
const selection = (paid: string, remaining: string, over: Partial<NonNullable<PageView['selection']>> = {}) => ({
  network: 'POL',
  currency: 'USDC',
  address: ADDRESS,
  amount_crypto: '24.5',
  paid_amount: paid,
  remaining_amount: remaining,
  qr_code: QR,
  ...over,
})

const PER_VIEW: Record<PageViewName, Partial<PageView>> = {
  choose: { selection: undefined },
  waiting: {},
  detected: { payments: [payment({ status: 'detected', confirmations: 0 })] },
  partial: {
    exception: 'partial',
    selection: selection('10', '14.5', { remaining_qr_code: `${QR}rest` }),
    payments: [payment()],
  },
  paid: { final: true, status: 'paid', paid_at: T0, selection: selection('24.5', '0'), payments: [payment({ amount: '24.5' })] },
  overpaid: {
    final: true,
    status: 'paid',
    exception: 'overpaid',
    paid_at: T0,
    selection: selection('30', '0', { excess_amount: '5.5' }),
    payments: [payment({ amount: '30' })],
  },
  paid_late: {
    final: true,
    status: 'expired',
    exception: 'paid_late',
    selection: selection('24.5', '0'),
    payments: [payment({ amount: '20.25', late: true }), payment({ tx_hash: '0xbeef', amount: '4.25', late: true })],
  },
  expired: { final: true, status: 'expired', selection: selection('0', '24.5') },
  failed: { final: true, status: 'failed', payments: [payment({ status: 'failed' })] },
}

/** A page view in `view`, with `over` on top. */
export function pageView(view: PageViewName, over: Partial<PageView> = {}): PageView {
  return {
    session_id: '5f0c8a2e-0000-4000-8000-000000000001',
    view,
    final: false,
    status: 'pending',
    exception: 'none',
    amount: '24.50',
    currency: 'USD',
    expires_at: '2025-03-01T12:30:00.000Z',
    server_time: T0,
    is_test_mode: true,
    return_url: 'https://shop.example/thanks',
    payment_options: [
      { network: 'POL', currency: 'USDC' },
      { network: 'TRX', currency: 'USDT' },
    ],
    selection: selection('0', '24.5'),
    payments: [],
    ...PER_VIEW[view],
    ...over,
  }
}
