/** The limit: a bare uWebSockets.js server publishing the feed's frames to one topic. */
import { loadNativeUws } from '../../gateway/core/uws'
import { startFeed } from './frames'
import { answerProbes } from './probe'

const uws = loadNativeUws()
const app = uws.App()
app.ws('/v1/market/ws', {
  maxBackpressure: 1024 * 1024,
  open: (ws) => void ws.subscribe('all'),
})
app.listen('127.0.0.1', 0, (socket) => {
  process.send?.({ port: uws.us_socket_local_port(socket) })
})
process.on('message', (m: { start?: boolean }) => {
  if (m.start) startFeed((frame) => void app.publish('all', frame))
})
process.on('disconnect', () => process.exit(0))

answerProbes()
