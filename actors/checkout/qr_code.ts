/**
 * A payment URI's QR code as a data-URI PNG, drawn once per URI. Drawing one takes about 4 ms of the event loop
 * (PNG filters and deflate), and every caller asks again for the same few URIs: the open pay page every few seconds,
 * a reload, the public session read. Bounded: the oldest entry goes first.
 */
import QRCode from 'qrcode'
import { BoundedMap } from '../../platform/bounded'

const codes = new BoundedMap<string, Promise<string>>(2_000)

export function qrCodeOf(uri: string): Promise<string> {
  let code = codes.get(uri)
  if (!code) {
    code = QRCode.toDataURL(uri, { margin: 1, width: 280 })
    // A failed drawing is not kept, so the next ask tries again.
    code.catch(() => codes.delete(uri))
    codes.set(uri, code)
  }
  return code
}
