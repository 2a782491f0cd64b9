/**
 * Forward-only migrations, applied in order at start. A migration is never
 * edited after it ships; a change is a new file with the next number.
 */
import * as m001 from './001_actor_runtime'
import * as m002 from './002_accounts'
import * as m003 from './003_webhooks'
import * as m004 from './004_sandbox'
import * as m005 from './005_deposit_watch'

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: m001.name, sql: m001.sql },
  { version: 2, name: m002.name, sql: m002.sql },
  { version: 3, name: m003.name, sql: m003.sql },
  { version: 4, name: m004.name, sql: m004.sql },
  { version: 5, name: m005.name, sql: m005.sql },
]
