/**
 * How CaaS reaches an end user by SMS (consent codes, funds received on an
 * unaffiliated number). `SmsSender` is the interface a provider implements;
 * the development sender writes each message to DATA_DIR/outbox/sms/ with
 * the number masked (numbers are never stored in clear), and the memory
 * sender keeps messages for tests.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { maskPhone } from './phone'

export interface SmsMessage {
  readonly to: string
  readonly text: string
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/** The SMS an unaffiliated user gets instead of a merchant's transfer.received (spec). `amount` is already in wire form. */
export function fundsReceivedText(amount: string, token: string): string {
  return `You received ${amount} ${token}. Open a wallet app of our partners with this number to use it.`
}

export class OutboxSmsSender implements SmsSender {
  constructor(private readonly dir: string) {}

  async send(message: SmsMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true })
    const file = path.join(this.dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.txt`)
    await fs.writeFile(file, `To: ${maskPhone(message.to)}\n\n${message.text}\n`, { mode: 0o600 })
  }
}

export class MemorySmsSender implements SmsSender {
  readonly sent: SmsMessage[] = []

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message)
  }
}
