/** Two identical routes, one public and one behind an API key: the difference is the cost of authentication. */
import type { PlatformModule } from '../../gateway/core/platform_module'

const reply = async () => ({ status: 200, body: { ok: true, time: '2026-01-01T00:00:00.000Z' } })

export const module: PlatformModule = {
  name: 'bench-echo',
  routes: () => [
    {
      method: 'GET',
      path: '/bench/echo',
      summary: 'Echo without authentication',
      tags: ['bench'],
      auth: { kind: 'public' },
      responses: {},
      handler: reply,
    },
    {
      method: 'GET',
      path: '/bench/echo-keyed',
      summary: 'Echo behind an API key',
      tags: ['bench'],
      auth: { kind: 'apiKey', product: 'payments', permission: 'any_key' },
      responses: {},
      handler: reply,
    },
  ],
}
