/** A keep-alive HTTP receiver in its own process, so it does not share the sender's event loop. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const server = http.createServer((req, res) => {
  req.resume()
  req.on('end', () => res.writeHead(200, { 'content-length': '2' }).end('ok'))
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }))
process.on('disconnect', () => process.exit(0))
