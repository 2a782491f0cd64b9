/**
 * The baseline for actor messaging: a Map of mailboxes, each an array queue
 * drained in a microtask, calling the same decide function. No persistence,
 * no routing: the fastest in-memory shape an actor system can take.
 */
type Pending = { command: unknown; resolve: (reply: unknown) => void }
type Mailbox = { state: unknown; queue: Pending[]; draining: boolean }

export class RawMailboxes {
  private readonly boxes = new Map<string, Mailbox>()

  constructor(
    private readonly initial: () => unknown,
    private readonly decide: (state: unknown, command: unknown) => { state: unknown; reply: unknown },
  ) {}

  ask(id: string, command: unknown): Promise<unknown> {
    let box = this.boxes.get(id)
    if (!box) {
      box = { state: this.initial(), queue: [], draining: false }
      this.boxes.set(id, box)
    }
    const target = box
    return new Promise((resolve) => {
      target.queue.push({ command, resolve })
      if (!target.draining) {
        target.draining = true
        queueMicrotask(() => this.drain(target))
      }
    })
  }

  private drain(box: Mailbox): void {
    for (let m = box.queue.shift(); m; m = box.queue.shift()) {
      const { state, reply } = this.decide(box.state, m.command)
      box.state = state
      m.resolve(reply)
    }
    box.draining = false
  }
}
