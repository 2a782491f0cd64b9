/**
 * The workflow primitive on an in-memory spec and a manual clock: an event runs its item once however often it
 * is kicked, a scan reaches every open item page by page, a failed item waits (doubling) before the scan retries
 * it while an event runs it at once, and a request's bounded wait returns while the step goes on.
 */
import t from 'tap'
import { ManualClock } from '../../platform/clock'
import { createLogger } from '../../platform/log'
import type { StoredEvent } from './store'
import { Workflow, WorkflowDirectory, type WorkflowSpec } from './workflow'

const logger = createLogger('silent', 'workflow-test')

function rig(open: string[], options: { shards?: number[]; pageSize?: number; concurrency?: number } = {}) {
  const clock = new ManualClock(1_000)
  const steps: string[] = []
  let running = 0
  let mostAtOnce = 0
  const pages: string[] = []
  const failing = new Set<string>()
  const gates = new Map<string, Promise<void>>()
  const spec: WorkflowSpec = {
    name: 'test',
    kickedBy: (e) => (e.type === 'item.created' ? e.actorId : null),
    async open(_shards, afterId, limit) {
      pages.push(afterId)
      return open.filter((id) => id > afterId).slice(0, limit)
    },
    async step(id) {
      steps.push(id)
      mostAtOnce = Math.max(mostAtOnce, ++running)
      try {
        await gates.get(id)
        await new Promise((r) => setImmediate(r))
        if (failing.has(id)) throw new Error(`${id} failed`)
      } finally {
        running--
      }
    },
  }
  const workflow = new Workflow(spec, {
    clock,
    logger,
    shards: () => options.shards ?? [0],
    pageSize: options.pageSize ?? 2,
    backoffMs: 1_000,
    maxBackoffMs: 4_000,
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
  })
  return { clock, steps, pages, failing, gates, workflow, mostAtOnce: () => mostAtOnce }
}

const event = (type: string, actorId: string): StoredEvent => ({
  eventId: `${type}:${actorId}`,
  kind: 'item',
  actorId,
  shard: 0,
  actorVersion: 1,
  type,
  payloadJson: '{}',
  createdAtMs: 0,
})

t.test('an event runs its item; kicks of a running item join its pass', async (t) => {
  const { steps, gates, workflow } = rig([])
  let release!: () => void
  gates.set('a', new Promise<void>((r) => (release = r)))
  await workflow.subscriber()([event('item.created', 'a'), event('item.other', 'b'), event('item.created', 'a')])
  const joined = workflow.kick('a')
  release()
  await joined
  await workflow.idle()
  t.same(steps, ['a'], 'one pass for three kicks; the other event is not this workflow’s')
})

t.test('a scan reaches every open item, page by page, and only on leased shards', async (t) => {
  const { steps, pages, workflow } = rig(['a', 'b', 'c', 'd', 'e'])
  await workflow.scanOnce()
  await workflow.idle()
  t.same(steps, ['a', 'b', 'c', 'd', 'e'])
  t.same(pages, ['', 'b', 'd'], 'each page starts after the last id of the one before')
  const none = rig(['a'], { shards: [] })
  await none.workflow.scanOnce()
  t.same(none.pages, [], 'no shard, no read')
})

t.test('a failed item backs off (doubling, capped) from the scan; an event runs it at once', async (t) => {
  const { clock, steps, failing, workflow } = rig(['a'])
  failing.add('a')
  const scan = async () => {
    await workflow.scanOnce()
    await workflow.idle()
  }
  await scan()
  t.same(steps, ['a'])
  await scan()
  t.same(steps, ['a'], 'waits 1 s after the first failure')
  clock.advance(1_000)
  await scan()
  t.same(steps, ['a', 'a'])
  clock.advance(1_999)
  await scan()
  t.same(steps, ['a', 'a'], 'then 2 s')
  clock.advance(1)
  await scan()
  t.same(steps, ['a', 'a', 'a'])
  clock.advance(3_999)
  await scan()
  t.same(steps.length, 3, 'then 4 s, the ceiling')
  await workflow.subscriber()([event('item.created', 'a')])
  await workflow.idle()
  t.same(steps.length, 4, 'an event brings news: it runs at once')
  failing.delete('a')
  clock.advance(4_000)
  await scan()
  await scan()
  t.same(steps.length, 6, 'a success clears the backoff')
})

t.test('a bounded wait returns at its deadline while the step goes on', async (t) => {
  const { steps, gates, workflow } = rig([])
  let release!: () => void
  gates.set('slow', new Promise<void>((r) => (release = r)))
  await workflow.runWithin('slow', 20)
  t.same(steps, ['slow'])
  let done = false
  const idle = workflow.idle().then(() => (done = true))
  await new Promise((r) => setImmediate(r))
  t.notOk(done, 'still running after the wait')
  release()
  await idle
  t.ok(done)
})

t.test('a scan keeps at most `concurrency` passes running; event kicks are not held back', async (t) => {
  const { steps, workflow, mostAtOnce } = rig(['a', 'b', 'c', 'd', 'e', 'f', 'g'], { pageSize: 10, concurrency: 3 })
  await workflow.scanOnce()
  await workflow.idle()
  t.same(steps, ['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'every item ran')
  t.equal(mostAtOnce(), 3, 'three at a time, never more')
})

t.test('the directory runs a named workflow’s item; an unknown name waits for nobody', async (t) => {
  const { steps, workflow } = rig([])
  const directory = new WorkflowDirectory()
  directory.add(workflow)
  t.throws(() => directory.add(workflow), /registered twice/)
  await directory.runWithin('test', 'x', 1_000)
  t.same(steps, ['x'])
  await directory.runWithin('nobody', 'y', 1_000)
  t.same(steps, ['x'], 'no workflow of that name on this host: nothing ran, nothing threw')
})
