/**
 * The next start after a killed platform: a server left running on the data
 * folder is stopped, unless the platform that started it is still alive. A
 * process that only looks like the server (its command line names the data
 * folder, as the postmaster's does) stands in for it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import t, { type Test } from 'tap'
import { ownerFile, stopOrphanedServer } from '../../platform/db/embedded_orphan'

function standIn(t: Test, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)', '--', dataDir], { stdio: 'ignore' })
  t.teardown(() => void child.kill('SIGKILL'))
  return child
}

function dataFolder(t: Test): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-'))
  t.teardown(() => fs.rmSync(root, { recursive: true, force: true }))
  const dataDir = path.join(root, 'postgres')
  fs.mkdirSync(dataDir)
  return dataDir
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

t.test('a start: no postmaster.pid -> nothing to stop', async (t) => {
  t.equal(await stopOrphanedServer(dataFolder(t)), undefined)
})

t.test('a start: the server of a platform that is gone -> stopped', async (t) => {
  const dataDir = dataFolder(t)
  const server = standIn(t, dataDir)
  const stopped = new Promise((resolve) => server.once('exit', resolve))
  fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${server.pid}\n${dataDir}\n`)
  fs.writeFileSync(ownerFile(dataDir), `${await deadPid()}\n`)
  t.equal(await stopOrphanedServer(dataDir), server.pid)
  await stopped
  t.equal(server.signalCode, 'SIGINT', 'asked for a fast shutdown')
})

t.test('a start: a server with no recorded platform (one older than the record) -> stopped', async (t) => {
  const dataDir = dataFolder(t)
  const server = standIn(t, dataDir)
  fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${server.pid}\n`)
  t.equal(await stopOrphanedServer(dataDir), server.pid)
})

t.test('error: the server of a platform still running on the same DATA_DIR -> refused, left running', async (t) => {
  const dataDir = dataFolder(t)
  const server = standIn(t, dataDir)
  fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${server.pid}\n`)
  fs.writeFileSync(ownerFile(dataDir), `${process.ppid}\n`)
  await t.rejects(stopOrphanedServer(dataDir), /belongs to the running platform process \d+: give each platform its own DATA_DIR/)
  t.equal(server.exitCode ?? server.signalCode, null, 'the other platform keeps its database')
})

t.test('a start: a stale postmaster.pid naming a pid now used by an unrelated process -> nothing stopped', async (t) => {
  const dataDir = dataFolder(t)
  const unrelated = standIn(t, path.join(dataDir, 'elsewhere'))
  fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${unrelated.pid}\n`)
  t.equal(await stopOrphanedServer(dataDir), undefined)
  t.equal(unrelated.exitCode ?? unrelated.signalCode, null)
})
