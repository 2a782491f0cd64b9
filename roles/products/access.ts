/**
 * The accounts module: merchant, user, email-claim and API-key actors; the
 * auth, key, 2FA, subscription and admin methods; their routes; and the
 * gateway authenticator with its invalidation-fed key cache.
 */
import type { PlatformModule } from '../module'
import { PlatformAuthenticator } from '../../gateway/access/authenticator'
import { accessRoutes } from '../../gateway/access/routes'
import type { Config } from '../../platform/config'
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
import { inviteKind } from '../../actors/invite/decide'
import { mailerFor } from '../../platform/mail/mailer'

export const accessModule: PlatformModule = {
  name: 'access',
  actors: [merchantKind, userKind, emailClaimKind, apiKeyKind, inviteKind, loginGuardKind],
  methods: (ctx) => {
    const access = accessContext(ctx)
    const mailer = mailerFor(process.env, ctx.config.dataDir)
    return {
      ...authMethods(access),
      ...keyMethods(access),
      ...adminMethods(access),
      ...twoFactorMethods(access),
      ...teamMethods(access, mailer),
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
  statuses: {
    INVALID_CREDENTIALS: 401,
    OTP_REQUIRED: 401,
    INVALID_OTP: 401,
    OTP_REUSED: 401,
    TOO_MANY_ATTEMPTS: 429,
    invalid_refresh_token: 401,
    EMAIL_TAKEN: 409,
    user_not_found: 404,
    user_removed: 403,
    business_not_found: 404,
    key_not_found: 404,
    key_revoked: 410,
    key_exists: 409,
    NOT_LEGACY_KEY: 400,
    SUBSCRIPTION_EXPIRED: 402,
    TRANSACTION_LIMIT_EXCEEDED: 402,
    WALLET_LIMIT_EXCEEDED: 403,
    CHECKOUT_UNAVAILABLE: 503,
    '2FA_ALREADY_ENABLED': 409,
    '2FA_NOT_SET_UP': 400,
    '2FA_NOT_ENABLED': 400,
    '2FA_REQUIRED': 403,
    FORBIDDEN: 403,
    unauthorized: 401,
    claim_lost: 409,
    INVITE_INVALID: 404,
    invite_exists: 409,
    member_not_found: 404,
    OWNER_IMMUTABLE: 403,
    CANNOT_REMOVE_SELF: 400,
    UNKNOWN_PERMISSION: 400,
    PERMISSION_NOT_HELD: 403,
    OWNER_ONLY_PERMISSION: 403,
    CANNOT_CHANGE_SELF: 403,
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
