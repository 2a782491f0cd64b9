/** Maps an actor to a shard with FNV-1a: stable across processes and releases. */
import type { ActorRef } from './types'

export function shardOf(ref: ActorRef, shardCount: number): number {
  let hash = 0x811c9dc5
  const text = `${ref.kind}/${ref.id}`
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % shardCount
}

export function refKey(ref: ActorRef): string {
  return `${ref.kind}\u0000${ref.id}`
}
