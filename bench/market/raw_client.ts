/**
 * A minimal WebSocket client for load generation (RFC 6455: handshake, one
 * masked text frame out, unmasked frames in). The `ws` client cost about
 * 17 µs of CPU per received frame here (stream, event and frame machinery
 * on top of the kernel's receive path); at 50k frames/s that made the load,
 * not the server, the bottleneck. This one reads with `onread` into one
 * shared buffer and, per frame, copies only the first PEEK_BYTES of a text
 * payload (where the tick header sits) and skips the rest, like a C load
 * generator would: about 10 µs per frame, most of it the kernel's.
 */
import net from 'node:net'
import { randomBytes } from 'node:crypto'

export const PEEK_BYTES = 200

export interface RawSocketEvents {
  /** A complete text frame; `peek` holds its first `length` bytes (at most PEEK_BYTES). */
  onText(peek: Buffer, length: number): void
  onClose(): void
}

// Every socket reads into this buffer; each chunk is consumed before the next callback runs.
const shared = Buffer.allocUnsafe(256 * 1024)

export class FrameReader {
  private readonly header = Buffer.alloc(10)
  private headerLength = 0
  private remaining = 0
  private opcode = 0
  private readonly peek = Buffer.alloc(PEEK_BYTES)
  private peekLength = 0

  constructor(private readonly events: RawSocketEvents) {}

  /** Consumes buf[from, to); frames may span chunks at any byte. */
  read(buf: Buffer, from: number, to: number): void {
    let i = from
    while (i < to) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, to - i)
        const copy = this.opcode === 1 ? Math.min(take, PEEK_BYTES - this.peekLength) : 0
        if (copy > 0) this.peekLength += buf.copy(this.peek, this.peekLength, i, i + copy)
        i += take
        this.remaining -= take
        if (this.remaining === 0) this.finish()
        continue
      }
      this.header[this.headerLength++] = buf[i++]!
      const len7 = this.headerLength >= 2 ? this.header[1]! & 0x7f : -1
      const need = len7 === 126 ? 4 : len7 === 127 ? 10 : 2
      if (this.headerLength < need) continue
      this.opcode = this.header[0]! & 0x0f
      this.remaining = len7 === 126 ? this.header.readUInt16BE(2) : len7 === 127 ? Number(this.header.readBigUInt64BE(2)) : len7
      this.headerLength = 0
      this.peekLength = 0
      if (this.remaining === 0) this.finish()
    }
  }

  private finish(): void {
    if (this.opcode === 1) this.events.onText(this.peek, this.peekLength)
    else if (this.opcode === 8) this.events.onClose()
  }
}

/** A client frame must be masked (RFC 6455 5.3); payloads here are short (< 126 bytes). */
function maskedText(text: string): Buffer {
  const payload = Buffer.from(text)
  const mask = randomBytes(4)
  const out = Buffer.alloc(6 + payload.length)
  out[0] = 0x81
  out[1] = 0x80 | payload.length
  mask.copy(out, 2)
  for (let i = 0; i < payload.length; i++) out[6 + i] = payload[i]! ^ mask[i % 4]!
  return out
}

/** Connects, upgrades, sends `firstMessage`; resolves once the server answered 101. */
export function connectRaw(port: number, path: string, firstMessage: string, events: RawSocketEvents): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const reader = new FrameReader(events)
    let handshake = ''
    let upgraded = false
    const socket = net.connect({
      host: '127.0.0.1',
      port,
      noDelay: true,
      onread: {
        buffer: shared,
        callback: (nread, buf) => {
          const chunk = buf as Buffer
          if (upgraded) {
            reader.read(chunk, 0, nread)
            return true
          }
          handshake += chunk.toString('latin1', 0, nread)
          const end = handshake.indexOf('\r\n\r\n')
          if (end < 0) return true
          if (!handshake.startsWith('HTTP/1.1 101')) {
            reject(new Error(`upgrade refused: ${handshake.slice(0, handshake.indexOf('\r\n'))}`))
            socket.destroy()
            return false
          }
          upgraded = true
          // Bytes after the handshake in the same chunk are already frames.
          reader.read(chunk, end + 4 - (handshake.length - nread), nread)
          socket.write(maskedText(firstMessage))
          resolve(socket)
          return true
        },
      },
    })
    socket.on('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      )
    })
    socket.on('error', reject)
    socket.on('close', () => events.onClose())
  })
}
