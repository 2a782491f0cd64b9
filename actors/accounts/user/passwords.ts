/**
 * Password hashing with scrypt (memory-hard; node:crypto, async on the libuv
 * pool). Parameters are stored with each hash so they can be raised later
 * without invalidating existing passwords.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const N = 1 << 15
const R = 8
const P = 1
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (e, key) => (e ? reject(e) : resolve(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, { N, r: R, p: P, maxmem: 128 * N * R * 2 })
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 128 * Number(n) * Number(r) * 2,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash of a random password, verified against when the email is unknown, so timing does not reveal which emails exist. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(16).toString('hex'))
