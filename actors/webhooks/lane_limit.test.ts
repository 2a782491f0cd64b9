import t from 'tap'
import { FAST_ANSWER_MS, SLOW_ANSWER_MS, nextLaneLimit } from './lane_limit'

const bounds = { floor: 8, cap: 64 }
const fast = { ok: true, durationMs: FAST_ANSWER_MS }
const middling = { ok: true, durationMs: SLOW_ANSWER_MS }
const slow = { ok: true, durationMs: SLOW_ANSWER_MS + 1 }
const refused = { ok: false, durationMs: 3 }

t.test('quick answers open one slot each, up to the cap', async (t) => {
  t.equal(nextLaneLimit(8, fast, bounds), 9)
  let limit = 8
  for (let i = 0; i < 100; i++) limit = nextLaneLimit(limit, fast, bounds)
  t.equal(limit, 64, 'never past the cap')
})

t.test('a refusal, an error or a slow answer halves the lane, never below the floor', async (t) => {
  t.equal(nextLaneLimit(64, refused, bounds), 32)
  t.equal(nextLaneLimit(40, slow, bounds), 20)
  t.equal(nextLaneLimit(10, refused, bounds), 8, 'the floor holds')
  t.equal(nextLaneLimit(8, slow, bounds), 8)
})

t.test('an answer neither quick nor slow keeps the lane as it is', async (t) => {
  t.equal(nextLaneLimit(20, middling, bounds), 20)
})
