/** SMS variables (CaaS one-time codes: the Twilio simulator or Twilio), joined into the registry by ../config_variables.ts. */
import { integer, oneOf, string, url, type ConfigVariable } from './config_schema'

export const SMS_VARIABLES: readonly ConfigVariable[] = [
  { name: 'SMS_PROVIDER', type: oneOf(['twilio']), default: 'none', description: 'Live SMS provider (see [CaaS SMS](#caas-sms))' },
  { name: 'SMS_TIMEOUT_MS', type: integer(1), default: '`10000`', description: 'Deadline of one SMS provider call' },
  {
    name: 'SMS_SANDBOX_URL',
    type: url,
    default: 'the simulator in development',
    description: 'Twilio-compatible URL (`AccountSid:AuthToken@`) for test keys',
  },
  {
    name: 'SMS_SIMULATOR_PORT',
    type: integer(),
    default: '`8083`',
    description: 'Port of the Twilio simulator started beside a development platform',
  },
  { name: 'TWILIO_ACCOUNT_SID', type: string, default: 'none', description: 'Required with `SMS_PROVIDER=twilio`' },
  { name: 'TWILIO_AUTH_TOKEN', type: string, default: 'none', description: 'Required with `SMS_PROVIDER=twilio`' },
  { name: 'TWILIO_FROM', type: string, default: 'none', description: 'Sender number (or `TWILIO_MESSAGING_SERVICE_SID`)' },
  { name: 'TWILIO_MESSAGING_SERVICE_SID', type: string, default: 'none', description: 'Messaging service (or `TWILIO_FROM`)' },
  { name: 'TWILIO_BASE_URL', type: url, default: '`https://api.twilio.com`', description: 'Twilio API base' },
]
