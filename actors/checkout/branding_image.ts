/**
 * What a merchant's logo must be before the platform stores and serves it:
 * a PNG or JPEG (recognised by its bytes, never by a name or a declared
 * type; SVG is refused because it can carry script), at most
 * LOGO_MAX_BYTES, and at most LOGO_MAX_SIDE pixels a side as its own header
 * says. Anything else is a reason, never an exception.
 */
export const LOGO_MAX_BYTES = 128 * 1024
const LOGO_MAX_SIDE = 1024

export type LogoCheck =
  | { readonly ok: true; readonly type: 'image/png' | 'image/jpeg'; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly reason: string }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Width and height from a PNG's IHDR chunk, which the format puts first. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Width and height from a JPEG's first start-of-frame marker, walking the segments before it. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    const length = bytes.readUInt16BE(at + 2)
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    if (length < 2) return null
    at += 2 + length
  }
  return null
}

/** Whether `bytes` is a logo the pay page may show, and what it is. */
export function checkLogo(bytes: Buffer): LogoCheck {
  if (bytes.length === 0) return { ok: false, reason: 'the logo is empty' }
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, reason: `the logo is larger than ${LOGO_MAX_BYTES} bytes` }
  const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE)
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
  if (!isPng && !isJpeg) return { ok: false, reason: 'the logo must be a PNG or JPEG image' }
  const size = isPng ? pngSize(bytes) : jpegSize(bytes)
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'the logo image is damaged (no size in its header)' }
  if (size.width > LOGO_MAX_SIDE || size.height > LOGO_MAX_SIDE)
    return { ok: false, reason: `the logo must be at most ${LOGO_MAX_SIDE}x${LOGO_MAX_SIDE} pixels` }
  return { ok: true, type: isPng ? 'image/png' : 'image/jpeg', ...size }
}

/** The bytes of a logo sent as base64 or as a data URI, or null when it is neither. */
export function logoBytes(text: string): Buffer | null {
  const body = text.replace(/^data:image\/(png|jpeg);base64,/, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 !== 0) return null
  return Buffer.from(body, 'base64')
}
