/**
 * The market product as the gateway role composes it: the REST routes, the live WebSocket, its AsyncAPI
 * document and the live page. Its prices come from the hub role (hub/); it has no actors.
 */
export { buildAsyncApi } from './api/asyncapi_doc'
export { livePageRoute } from './api/live_page'
export { marketRoutes } from './api/routes'
export { MarketSocketServer } from './api/ws_server'
