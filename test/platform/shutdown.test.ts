import { Writable } from 'node:stream'
import t from 'tap'
import { createLogger } from '../../platform/log'
import { drainThenExit } from '../../platform/shutdown'

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) })
  return { logger: createLogger('info', 'test', stream), lines }
}

function exitSpy() {
  let resolve!: (code: number) => void
  const exited = new Promise<number>((r) => (resolve = r))
  return { exit: (code: number) => resolve(code), exited }
}

t.test('roles close in reverse start order, then the process exits 0', async (t) => {
  const closed: string[] = []
  const role = (name: string) => ({ role: name, close: async () => void closed.push(name) })
  const { logger } = capture()
  const { exit, exited } = exitSpy()
  await drainThenExit([role('hub'), role('payments'), role('gateway')], logger, exit)
  t.equal(await exited, 0)
  t.same(closed, ['gateway', 'payments', 'hub'])
})

t.test('a role that fails to close is logged and the others still close', async (t) => {
  const closed: string[] = []
  const { logger, lines } = capture()
  const { exit, exited } = exitSpy()
  await drainThenExit(
    [
      { role: 'payments', close: async () => void closed.push('payments') },
      { role: 'gateway', close: async () => Promise.reject(new Error('socket gone')) },
    ],
    logger,
    exit,
  )
  t.equal(await exited, 0)
  t.same(closed, ['payments'])
  t.ok(lines.some((l) => l.msg === 'stop failed' && l.role === 'gateway'))
})

t.test('a drain that hangs ends the process with 1 at the deadline', async (t) => {
  const { logger, lines } = capture()
  const { exit, exited } = exitSpy()
  void drainThenExit([{ role: 'payments', close: () => new Promise<void>(() => {}) }], logger, exit, 50)
  t.equal(await exited, 1)
  t.ok(lines.some((l) => l.msg === 'drain did not finish in time: exiting'))
})
