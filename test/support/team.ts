/** Adds a team member the way a real one joins: an invitation by e-mail, then registration with its token. */
import path from 'node:path'
import { DevOutbox } from '../../platform/mail/mailer'
import { bearer, client, type Reply } from './http'

export interface Member {
  readonly userId: string
  readonly accessToken: string
  readonly refreshToken: string
}

/** Invites `email` as `role` with the inviter's token (optional `permissions`), then joins; throws unless both succeed. */
export async function joinTeam(
  baseUrl: string,
  dataDir: string,
  inviterToken: string,
  email: string,
  role: 'admin' | 'member',
  permissions?: string[],
): Promise<Member> {
  const call = client(baseUrl)
  const invited: Reply = await call('POST', '/api/v1/team/invites', {
    headers: bearer(inviterToken),
    body: { email, role, ...(permissions ? { permissions } : {}) },
  })
  if (invited.status !== 201) throw new Error(`invite ${email}: ${invited.status} ${JSON.stringify(invited.body)}`)
  const mails = new DevOutbox(path.resolve(dataDir, 'outbox')).read(email.toLowerCase())
  const token = /Invite token: (\S+)/.exec(mails[mails.length - 1]?.text ?? '')?.[1]
  if (!token) throw new Error(`no invitation e-mail for ${email}`)
  const joined = await call('POST', '/api/v1/team/register', {
    body: { token, first_name: 'Team', last_name: role, password: `${role} password 1` },
  })
  if (joined.status !== 201) throw new Error(`join ${email}: ${joined.status} ${JSON.stringify(joined.body)}`)
  return { userId: joined.body.user_id, accessToken: joined.body.access_token, refreshToken: joined.body.refresh_token }
}
