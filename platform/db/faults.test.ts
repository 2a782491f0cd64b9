import t from 'tap'
import { PlatformError } from '../errors'
import { asDbFault } from './faults'

/** A postgres.js error as the driver builds it: an Error with a `code` (socket errno, its own code, or SQLSTATE). */
const driverError = (code: string, message = code) => Object.assign(new Error(message), { code })

t.test('asDbFault: connection faults become temporary database_unavailable, everything else passes through', async (t) => {
  const temporary: Array<[string, string]> = [
    ['ECONNREFUSED', 'server stopped: nothing listens'],
    ['ECONNRESET', 'server killed mid-query'],
    ['ETIMEDOUT', 'network gone'],
    ['EPIPE', 'wrote to a closed socket'],
    ['CONNECTION_CLOSED', 'postgres.js: socket closed with queries in flight'],
    ['CONNECTION_ENDED', 'postgres.js: pool ended'],
    ['CONNECTION_DESTROYED', 'postgres.js: connection destroyed'],
    ['CONNECT_TIMEOUT', 'postgres.js: connect_timeout elapsed'],
    ['57P01', 'admin shutdown: "terminating connection due to administrator command"'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'cannot connect now: "the database system is shutting down" / "is starting up"'],
    ['53300', 'too many connections'],
    ['08006', 'connection failure'],
    ['08001', 'unable to establish connection'],
  ]
  for (const [code, situation] of temporary) {
    const fault = asDbFault(driverError(code))
    t.ok(fault instanceof PlatformError && fault.temporary && fault.code === 'database_unavailable', `${code} (${situation}) -> temporary`)
  }
  const passThrough: Array<[unknown, string]> = [
    [driverError('23505'), 'unique violation: a bug or a race the caller handles'],
    [driverError('42P01'), 'undefined table: a bug'],
    [driverError('57014'), 'query cancelled (statement_timeout): not an outage'],
    [new Error('no code'), 'an error without a code'],
    ['a string', 'not an error at all'],
  ]
  for (const [error, situation] of passThrough) t.equal(asDbFault(error), error, `${situation} -> unchanged`)
  const already = new PlatformError('shard_moved', 'moved', { temporary: true })
  t.equal(asDbFault(already), already, 'a PlatformError stays as it is')
  const fault = asDbFault(driverError('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432')) as PlatformError
  t.notMatch(fault.message, /10\.0\.0\.5/, 'the message names no host (it may reach a client); the driver error stays as the cause')
})
