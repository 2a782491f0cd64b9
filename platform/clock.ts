/** Time as an injected dependency, so tests move it forward instead of sleeping. */
export interface Clock {
  nowMs(): number
}

export const systemClock: Clock = { nowMs: () => Date.now() }

/** A clock tests control. */
export class ManualClock implements Clock {
  private currentMs: number
  constructor(startMs = Date.UTC(2026, 0, 1)) {
    this.currentMs = startMs
  }
  nowMs(): number {
    return this.currentMs
  }
  advance(ms: number): void {
    this.currentMs += ms
  }
  set(ms: number): void {
    this.currentMs = ms
  }
}
