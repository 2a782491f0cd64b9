/**
 * The request head (request line and headers) the gateway reads. uWebSockets.js parses a head of any
 * size that arrives in one read, but buffers at most 4 KB of a head split across reads and closes the
 * connection beyond that, with no answer. The documented limit (docs/reference/errors.md) is therefore 4 KB; what matters here is
 * that a head over it is refused on its own connection only: the client sees the connection end
 * (never a hang), and every other request is answered as usual.
 */
import net from 'node:net'
import t from 'tap'
import { module as counterModule } from '../fixtures/counter_module'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

/** Sends `head` in two writes a little apart (so it spans reads) and resolves with what came back before the connection ended. */
function sendSplit(port: number, head: string): Promise<{ answer: string; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    const deadline = setTimeout(() => {
      socket.destroy()
      resolve({ answer, ended: false })
    }, 20_000)
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset while writing the second half is the connection being refused, not a test failure.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
    socket.on('close', () => {
      clearTimeout(deadline)
      resolve({ answer, ended: true })
    })
    socket.on('connect', () => {
      const half = Math.floor(head.length / 2)
      socket.write(head.slice(0, half))
      setTimeout(() => socket.writable && socket.write(head.slice(half)), 50)
    })
  })
}

t.test('gateway: a request head over the limit ends its own connection and nothing else', async (t) => {
  const db = await createTestDb('headlimit')
  const platform = await startTestPlatform(db, [counterModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const port = Number(new URL(platform.baseUrl).port)

  await t.test('a head under 4 KB split across reads is answered', async (t) => {
    const query = 'q=' + 'a'.repeat(3_000)
    const { answer } = await sendSplit(port, `GET /healthz?${query} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    t.match(answer, /^HTTP\/1\.1 200/, 'answered 200')
  })

  await t.test('an 80 KB head split across reads ends the connection without a hang, and the gateway keeps answering', async (t) => {
    const query = 'q=' + 'a'.repeat(80_000)
    const result = await sendSplit(port, `GET /healthz?${query} HTTP/1.1\r\nHost: x\r\n\r\n`)
    t.ok(result.ended, 'the connection ended')
    t.notMatch(result.answer, /^HTTP\/1\.1 5/, 'never a 5xx')
    const after = await fetch(`${platform.baseUrl}/healthz`)
    t.equal(after.status, 200, 'the next request is answered')
  })
})
