import t from 'tap'
import { GatewayMetrics } from './metrics'

t.test('metrics: counts by route, method and status; latency buckets cumulative with +Inf equal to the count', async (t) => {
  const m = new GatewayMetrics()
  m.observe('/a/:id', 'GET', 200, 0.0007)
  m.observe('/a/:id', 'GET', 200, 0.03)
  m.observe('/a/:id', 'GET', 404, 7)
  m.observe('/b', 'POST', 201, 0.0001)
  const text = await m.registry.metrics()
  t.match(text, /^http_requests_total\{route="\/a\/:id",method="GET",status="200"\} 2$/m)
  t.match(text, /^http_requests_total\{route="\/a\/:id",method="GET",status="404"\} 1$/m)
  const bucket = (le: string, route = '/a/:id', method = 'GET') =>
    Number(
      new RegExp(
        `^http_request_duration_seconds_bucket\\{le="${le.replace('+', '\\+')}",route="${route}",method="${method}"\\} (\\S+)$`,
        'm',
      ).exec(text)?.[1],
    )
  t.same(
    [bucket('0.0005'), bucket('0.001'), bucket('0.025'), bucket('0.05'), bucket('5'), bucket('+Inf')],
    [0, 1, 1, 2, 2, 3],
    'statuses folded, buckets cumulative',
  )
  t.equal(bucket('0.0005', '/b', 'POST'), 1)
  t.match(text, /^http_request_duration_seconds_count\{route="\/a\/:id",method="GET"\} 3$/m)
  t.match(text, /^http_request_duration_seconds_sum\{route="\/a\/:id",method="GET"\} 7\.03/m)
  t.match(text, /process_cpu_seconds_total/, 'the default process metrics are still there')
})
