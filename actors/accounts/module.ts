/**
 * The accounts module: merchant, user, email-claim and API-key actors; the
 * auth, key, 2FA, subscription and admin methods; their routes; and the
 * gateway authenticator with its invalidation-fed key cache.
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { PlatformAuthenticator } from './api/authenticator'
import { accessRoutes } from './api/routes'
import type { Config } from '../../platform/config'
import { configEnv } from '../../platform/config_variables'
import { devSecret } from '../../platform/secrets/dev_secret'
import { JwtKeys } from '../../platform/secrets/jwt'
import { loadMasterKey } from '../../platform/secrets/master_key'
import { apiKeyKind } from './apikey/decide'
import { merchantKind } from './merchant/decide'
import { emailClaimKind } from './user/email_claim'
import { loginGuardKind } from './user/login_guard'
import { userKind } from './user/decide'
import { accessContext } from './context'
import { adminMethods } from './api/methods_admin'
import { authMethods } from './api/methods_auth'
import { keyMethods } from './api/methods_keys'
import { twoFactorMethods } from './api/methods_2fa'
import { teamMethods } from './api/methods_team'
import { securityMethods } from './api/methods_security'
import { inviteKind } from './invite/decide'
import { teamPolicyKind } from './team_policy/decide'
import { mailerFor } from '../../platform/mail/mailer'
import { auditMethods } from './api/methods_audit'

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
