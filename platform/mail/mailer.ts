/**
 * Outgoing e-mail behind one interface: SMTP (nodemailer) when SMTP_URL is
 * set, otherwise a development outbox that writes each message as JSON
 * under DATA_DIR/outbox, where a developer (or a test) reads invite links.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createTransport } from 'nodemailer'
import { field } from '../json_object'

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** A file the file mailer wrote, read back; anything else in the folder is skipped. */
function mailOf(json: unknown): Mail | null {
  const [to, subject, text] = [field(json, 'to'), field(json, 'subject'), field(json, 'text')]
  return typeof to === 'string' && typeof subject === 'string' && typeof text === 'string' ? { to, subject, text } : null
}

class SmtpMailer implements Mailer {
  private readonly transport
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url)
  }
  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text })
  }
}

export class DevOutbox implements Mailer {
  constructor(readonly dir: string) {}
  async send(mail: Mail): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true })
    const file = path.join(this.dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`)
    await fs.promises.writeFile(file, JSON.stringify({ ...mail, at: new Date().toISOString() }, null, 2), { mode: 0o600 })
  }
  /** Messages sent to `to`, oldest first. */
  read(to: string): Mail[] {
    if (!fs.existsSync(this.dir)) return []
    return fs
      .readdirSync(this.dir)
      .sort()
      .map((f) => mailOf(JSON.parse(fs.readFileSync(path.join(this.dir, f), 'utf8'))))
      .filter((m): m is Mail => m !== null && m.to === to)
  }
}

export function mailerFor(env: NodeJS.ProcessEnv, dataDir: string): Mailer {
  return env.SMTP_URL
    ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'Payments Platform <no-reply@localhost>')
    : new DevOutbox(path.resolve(dataDir, 'outbox'))
}
