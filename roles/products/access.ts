/**
 * The accounts module: merchant, user, email-claim and API-key actors; the
 * auth, key, 2FA, subscription and admin methods; their routes; and the
 * gateway authenticator with its invalidation-fed key cache.
 */
import type { PlatformModule } from '../module'
import { PlatformAuthenticator } from '../../gateway/access/authenticator'
import { accessRoutes } from '../../gateway/access/routes'
import type { Config } from '../../platform/config'
import { configEnv } from '../../platform/config_variables'
import { devSecret } from '../../platform/secrets/dev_secret'
import { JwtKeys } from '../../platform/secrets/jwt'
import { loadMasterKey } from '../../platform/secrets/master_key'
import { apiKeyKind } from '../../actors/apikey/decide'
import { merchantKind } from '../../actors/merchant/decide'
import { emailClaimKind } from '../../actors/user/email_claim'
import { loginGuardKind } from '../../actors/user/login_guard'
import { userKind } from '../../actors/user/decide'
import { accessContext } from '../../actors/access/context'
import { adminMethods } from '../../actors/access/methods_admin'
import { authMethods } from '../../actors/access/methods_auth'
import { keyMethods } from '../../actors/access/methods_keys'
import { twoFactorMethods } from '../../actors/access/methods_2fa'
import { teamMethods } from '../../actors/access/methods_team'
import { securityMethods } from '../../actors/access/methods_security'
import { inviteKind } from '../../actors/invite/decide'
import { teamPolicyKind } from '../../actors/team_policy/decide'
import { mailerFor } from '../../platform/mail/mailer'
import { auditMethods } from '../../actors/audit/methods'

export const accessModule: PlatformModule = {
  name: 'access',
  actors: [merchantKind, userKind, emailClaimKind, apiKeyKind, inviteKind, loginGuardKind, teamPolicyKind],
  methods: (ctx) => {
    const access = accessContext(ctx)
    const mailer = mailerFor(configEnv(), ctx.config.dataDir)
    return {
      ...authMethods(access),
      ...keyMethods(access, mailer),
      ...adminMethods(access),
      ...twoFactorMethods(access),
      ...teamMethods(access, mailer),
      ...securityMethods(access, mailer),
      ...auditMethods(ctx.sql),
    }
  },
  routes: (ctx) => accessRoutes(ctx.payments, ctx.broadcast),
  authenticator: async (ctx) => {
    const authenticator = new PlatformAuthenticator({
      payments: ctx.payments,
      jwt: new JwtKeys(loadMasterKey(ctx.config)),
      adminToken: adminToken(ctx.config),
    })
    await authenticator.listen(ctx.broadcast)
    return authenticator
  },
}

/** ADMIN_TOKEN, or outside production a generated one, printed once when first created. */
function adminToken(config: Config): string | undefined {
  if (config.adminToken || config.env === 'production') return config.adminToken
  const { value, created } = devSecret(config.dataDir, 'admin.token', 24)
  if (created && config.env === 'development')
    process.stdout.write(`\nDevelopment admin token (shown once; kept in ${config.dataDir}/secrets/admin.token): ${value}\n\n`)
  return value
}
