/** Account mail variables, joined into the registry by ../config_variables.ts. */
import { string, url, type ConfigVariable } from '../config_schema'

export const MAIL_VARIABLES: readonly ConfigVariable[] = [
  { name: 'SMTP_URL', type: url, default: 'mails written to `DATA_DIR`', description: 'SMTP server for account mails' },
  { name: 'MAIL_FROM', type: string, default: '`Payments Platform <no-reply@localhost>`', description: 'Sender of account mails' },
]
