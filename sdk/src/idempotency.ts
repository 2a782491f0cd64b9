/**
 * Idempotency-Key: a create sent again with the same key returns the first answer instead of doing the work
 * twice (README: Checkout). Make one key per intended operation, keep it with your own record, and reuse it
 * on every retry of that operation, including after a timeout whose outcome you do not know.
 */
import { randomUUID } from 'node:crypto'

export function newIdempotencyKey(): string {
  return randomUUID()
}

/** Request options carrying the header: `client.POST(path, { body, ...idempotent(key) })`. */
export function idempotent(key: string = newIdempotencyKey()): { headers: { 'Idempotency-Key': string } } {
  if (key.length === 0 || key.length > 255) throw new Error('an Idempotency-Key is 1 to 255 characters')
  return { headers: { 'Idempotency-Key': key } }
}
