/**
 * The peer: the same fan-out on the `ws` library (the usual Node choice),
 * with the usual backpressure guard (skip a client whose buffer is full).
 */
import { WebSocketServer } from 'ws'
import { startFeed } from './frames'
import { answerProbes } from './probe'

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/v1/market/ws', perMessageDeflate: false })
server.on('listening', () => process.send?.({ port: (server.address() as { port: number }).port }))
process.on('message', (m: { start?: boolean }) => {
  if (!m.start) return
  startFeed((frame) => {
    for (const client of server.clients) if (client.bufferedAmount < 1024 * 1024) client.send(frame)
  })
})
process.on('disconnect', () => process.exit(0))

answerProbes()
