/** The baseline server in its own process: a bare uWebSockets.js route answering the same JSON. */
import { loadNativeUws } from '../../gateway/core/uws'

const uws = loadNativeUws()
const app = uws.App()
app.get('/test/counters/:id', (res, req) => {
  const id = req.getParameter(0)
  res.cork(() => {
    res.writeStatus('200 OK')
    res.writeHeader('content-type', 'application/json')
    res.end(JSON.stringify({ id, total: '7', adds: 1 }))
  })
})
// The shape of a checkout verify answer, for the checkout bench's limit.
app.get('/api/v1/checkout/verify/:id', (res, req) => {
  const id = req.getParameter(0)
  res.cork(() => {
    res.writeStatus('200 OK')
    res.writeHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        session_id: id,
        reference: 'bench',
        amount: 10,
        currency: 'USD',
        status: 'pending',
        payment_method: 'crypto',
        paid_at: null,
        expires_at: new Date().toISOString(),
        callback_url: '',
      }),
    )
  })
})
app.listen('127.0.0.1', 0, (socket) => {
  process.send?.({ port: uws.us_socket_local_port(socket) })
})
process.on('disconnect', () => process.exit(0))
