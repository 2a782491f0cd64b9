/**
 * Generated from the platform's /openapi.json by openapi-typescript: do not edit. Regenerate: npm run clients
 */
export interface paths {
  '/api/v1/auth/register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create a business and its owner; returns a token pair
     * @description No authentication.
     */
    post: operations['auth.register']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/auth/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log in; 401 OTP_REQUIRED when 2FA is on and no otp_code was sent
     * @description No authentication.
     */
    post: operations['auth.login']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/auth/refresh': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Exchange a refresh token for a new pair (the old refresh token dies)
     * @description No authentication.
     */
    post: operations['auth.refresh']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/auth/2fa/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Two-factor status
     * @description Dashboard JWT.
     */
    get: operations['auth.twoFactor.status']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/auth/2fa/setup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start TOTP setup: secret and otpauth URI
     * @description Dashboard JWT.
     */
    post: operations['auth.twoFactor.setup']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/auth/2fa/enable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Enable TOTP with a valid code
     * @description Dashboard JWT.
     */
    post: operations['auth.twoFactor.enable']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/auth/2fa/disable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Disable TOTP with a valid code
     * @description Dashboard JWT.
     */
    post: operations['auth.twoFactor.disable']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/api-keys': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List API keys (never the secret)
     * @description Dashboard JWT, permission `api_keys:manage`.
     */
    get: operations['apiKeys.list']
    put?: never
    /**
     * Create an API key; the key is shown once
     * @description Dashboard JWT, permission `api_keys:manage`.
     */
    post: operations['apiKeys.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/api-keys/{id}/rotate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Rotate: a new key, the old one gets 401 at once
     * @description Dashboard JWT, permission `api_keys:manage`.
     */
    post: operations['apiKeys.rotate']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/api-keys/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Revoke: 401 at once on every gateway node
     * @description Dashboard JWT, permission `api_keys:manage`.
     */
    delete: operations['apiKeys.revoke']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/api-keys/toggle-sandbox': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Toggle sandbox for a legacy key without prefix (spec rule 3)
     * @description Dashboard JWT, permission `api_keys:manage`.
     */
    post: operations['apiKeys.toggleSandbox']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/subscription/current': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Plan, limits, features and usage
     * @description Dashboard JWT.
     */
    get: operations['subscription.current']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/subscription/plans': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Available plans
     * @description No authentication.
     */
    get: operations['subscription.plans']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/subscription/upgrade': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Change plan; effective immediately, an upgrade opens an invoice (enterprise: admin only)
     * @description Dashboard JWT, permission `billing:manage`.
     */
    post: operations['subscription.upgrade']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team/roles-permissions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Roles and their default permissions
     * @description Dashboard JWT.
     */
    get: operations['team.rolesPermissions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Team members
     * @description Dashboard JWT, permission `team:view`.
     */
    get: operations['team.list']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team/invites': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Invitations sent, with their status (pending, accepted, revoked, expired); newest first
     * @description Dashboard JWT, permission `team:invite`.
     */
    get: operations['team.listInvites']
    put?: never
    /**
     * Invite by e-mail (the token travels only in the e-mail)
     * @description Dashboard JWT, permission `team:invite`.
     */
    post: operations['team.invite']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team/invites/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Revoke a pending invitation (its inviter, or someone holding everything it grants)
     * @description Dashboard JWT, permission `team:invite`.
     */
    delete: operations['team.revokeInvite']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team/invites/verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Check an invitation token (sent in the body)
     * @description No authentication.
     */
    post: operations['team.verifyInviteToken']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team/invites/verify/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Check an invitation token (deprecated: the token in the URL reaches logs; use POST /api/v1/team/invites/verify)
     * @deprecated
     * @description No authentication.
     */
    get: operations['team.verifyInvite']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team/register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Join a team through an invitation
     * @description No authentication.
     */
    post: operations['team.register']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team/{id}/permissions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Replace a member's permissions
     * @description Dashboard JWT, permission `team:manage_permissions`.
     */
    put: operations['team.setPermissions']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/team/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove a member
     * @description Dashboard JWT, permission `team:manage_permissions`.
     */
    delete: operations['team.remove']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/security': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The team's security policy
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['team.securityPolicy']
    /**
     * Require (or stop requiring) a second factor of every member for money-redirecting changes (owner only)
     * @description Dashboard JWT, permission `team:manage_permissions`.
     */
    put: operations['team.setSecurityPolicy']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/audit-log': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The audit log: every sensitive act (keys, team, refunds, secrets revealed, webhooks, settlement accounts, fees, plan, CaaS consent), newest first
     * @description Dashboard JWT, permission `audit:view`.
     */
    get: operations['audit.list']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/businesses/{id}/kyc': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Set KYC status
     * @description Admin token (X-Admin-Token).
     */
    put: operations['admin.setKyc']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/businesses/{id}/subscription': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Full subscription state
     * @description Admin token (X-Admin-Token).
     */
    get: operations['admin.getSubscription']
    /**
     * Set plan, free, any plan including enterprise; drops an open invoice (optional status to expire or cancel)
     * @description Admin token (X-Admin-Token).
     */
    put: operations['admin.setSubscription']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/businesses/{id}/otc-access': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Approve or withdraw OTC access
     * @description Admin token (X-Admin-Token).
     */
    put: operations['admin.setOtcAccess']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/webhook': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Current payments webhook configuration (never the secret)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['webhooks.payments.get']
    put?: never
    /**
     * Configure the payments webhook; the first setup and every change of URL return a new webhook_secret once
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['webhooks.payments.configure']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/webhook/rotate-secret': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Rotate the signing secret; the old one stops at once
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['webhooks.payments.rotate']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/webhook/test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send webhook.test to the configured URL
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['webhooks.payments.test']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/webhook/deliveries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Delivery log: attempts, response codes, retry history
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['webhooks.payments.deliveries']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/webhook/deliveries/{id}/redeliver': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send a delivered or failed webhook again (same X-Webhook-ID)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['webhooks.redeliver']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/dashboard/webhooks': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List CaaS webhooks
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['webhooks.caas.list']
    put?: never
    /**
     * Register a CaaS webhook (url and shared secret; optional event subscriptions, default all)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['webhooks.caas.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/dashboard/webhooks/logs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Recent CaaS delivery attempts, response codes and retry history
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['webhooks.caas.logs']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/dashboard/webhooks/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Deactivate a CaaS webhook permanently (only a CaaS webhook of the caller’s business; any other id is 404)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    delete: operations['webhooks.caas.deactivate']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/sandbox/deposits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Simulate an incoming transfer (test keys only)
     * @description API key (test_sk_ / live_sk_).
     */
    post: operations['sandbox.deposit']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create a checkout session (Idempotency-Key supported)
     * @description API key (test_sk_ / live_sk_), permission `checkout:manage`.
     */
    post: operations['checkout.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/verify/{sessionId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Session status; paid means confirmed on-chain
     * @description API key (test_sk_ / live_sk_), permission `checkout:view`.
     */
    get: operations['checkout.verify']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/list': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List sessions
     * @description API key (test_sk_ / live_sk_), permission `checkout:view`.
     */
    get: operations['checkout.list']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Deposit addresses assigned to sessions
     * @description API key (test_sk_ / live_sk_), permission `checkout:view`.
     */
    get: operations['checkout.addresses']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/stats': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Volume, success rate, network breakdown
     * @description API key (test_sk_ / live_sk_), permission `checkout:view`.
     */
    get: operations['checkout.stats']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/refunds': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List refunds
     * @description API key (test_sk_ / live_sk_), permission `checkout:view`.
     */
    get: operations['refunds.list']
    put?: never
    /**
     * Refund a paid session, fully or in part (Idempotency-Key supported)
     * @description API key (test_sk_ / live_sk_), permission `checkout:refund`.
     */
    post: operations['refunds.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/refunds/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One refund
     * @description API key (test_sk_ / live_sk_), permission `checkout:view`.
     */
    get: operations['refunds.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/{uuid}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Public session view
     * @description No authentication.
     */
    get: operations['checkout.public']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/{uuid}/select-network': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Choose network and currency: address, locked crypto amount, QR code
     * @description No authentication.
     */
    post: operations['checkout.select']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/{uuid}/verify-now': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Check the chain now: pending, paid, partial, expired
     * @description No authentication.
     */
    get: operations['checkout.verifyNow']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/checkout/{uuid}/page': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The session as the hosted page draws it: its view (choose, waiting, detected, partial, paid, ...), amounts, payments
     * @description No authentication.
     */
    get: operations['checkout.page']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/pay/{uuid}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Hosted payment page (in the language of Accept-Language: English or German)
     * @description No authentication.
     */
    get: operations['checkout.payPage']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/pay/{uuid}/logo': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The merchant logo on a session’s page (plans with custom_branding)
     * @description No authentication.
     */
    get: operations['checkout.payPageLogo']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/wallet/generate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Generate the business wallet (once; approved KYC)
     * @description Dashboard JWT, permission `wallet:manage`.
     */
    post: operations['settings.wallet.generate']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/wallet': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The business wallet and its addresses
     * @description Dashboard JWT, permission `wallet:manage`.
     */
    get: operations['settings.wallet.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/wallet/address/{network}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The business wallet address on one network
     * @description Dashboard JWT, permission `wallet:manage`.
     */
    get: operations['settings.wallet.address']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/wallet/seed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Reveal the recovery words (approved KYC, 2FA, otp_code)
     * @description Dashboard JWT, permission `wallet:reveal_seed`.
     */
    post: operations['settings.wallet.seed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/checkout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Checkout defaults (session lifetime)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['settings.checkout.get']
    /**
     * Set the default session lifetime (5 minutes to 7 days)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    put: operations['settings.checkout.update']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/settlement-accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Settlement bank accounts (numbers masked)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['settlement.list']
    put?: never
    /**
     * Add a settlement bank account
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['settlement.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/settlement-accounts/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Change fields of a settlement account
     * @description Dashboard JWT, permission `settings:manage`.
     */
    put: operations['settlement.update']
    post?: never
    /**
     * Delete a settlement account
     * @description Dashboard JWT, permission `settings:manage`.
     */
    delete: operations['settlement.delete']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/subscription/crypto-checkout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay for a plan in crypto: a checkout session; the plan upgrades when it is paid
     * @description Dashboard JWT, permission `billing:manage`.
     */
    post: operations['subscription.cryptoCheckout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/branding': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The hosted pay page branding (display name, accent colour, logo) and whether the plan shows it
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['settings.branding.get']
    /**
     * Set the pay page branding (plans with custom_branding); a field left out stays, "" removes it
     * @description Dashboard JWT, permission `settings:manage`.
     */
    put: operations['settings.branding.update']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/balance': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The balance per currency: available, pending (top-ups not yet confirmed) and held (reserved by orders)
     * @description API key (test_sk_ / live_sk_), permission `balance:view`.
     */
    get: operations['balance.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/balance/entries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Ledger entries of the balance, newest first; filter by currency, direction and a [from, to) time range
     * @description API key (test_sk_ / live_sk_), permission `balance:view`.
     */
    get: operations['balance.entries']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/balance/top-up-addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Where to send USDT or USDC on POL or BSC to top up (made at the first call, watched from then on)
     * @description API key (test_sk_ / live_sk_), permission `balance:view`.
     */
    get: operations['balance.topUpAddresses']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/dashboard/balance': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The balance per currency, for team members (environment=test|live, default live)
     * @description Dashboard JWT, permission `balance:view`.
     */
    get: operations['balance.dashboardGet']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/dashboard/balance/entries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Ledger entries of the balance, for team members (environment=test|live, default live)
     * @description Dashboard JWT, permission `balance:view`.
     */
    get: operations['balance.dashboardEntries']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/treasury/addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The treasury address per network: sweeps arrive there and gas top-ups leave from there (fund it with the native coin)
     * @description API key (test_sk_ / live_sk_), permission `checkout:view`.
     */
    get: operations['treasury.addresses']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/treasury/sweeps': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Run a sweep pass now; answers the sweeps it started
     * @description Admin token (X-Admin-Token).
     */
    post: operations['admin.treasury.sweep']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/treasury/moves': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Sweeps, gas top-ups and refunds sent by the treasury, newest first
     * @description Admin token (X-Admin-Token).
     */
    get: operations['admin.treasury.moves']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/treasury/reconciliation': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Each ledger account that mirrors chain funds against the chain, with the differences
     * @description Admin token (X-Admin-Token).
     */
    get: operations['admin.treasury.reconciliation']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/customers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List customer wallets; search filters by customer_id
     * @description API key (test_sk_ / live_sk_), permission `wallet:view`.
     */
    get: operations['wallets.listCustomers']
    put?: never
    /**
     * Create a customer wallet; the mnemonic is shown once (Idempotency-Key replays it for 24 h)
     * @description API key (test_sk_ / live_sk_), permission `wallet:manage`.
     */
    post: operations['wallets.createCustomer']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/customer/create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create a customer wallet (second path, same contract)
     * @description The operation `wallets.createCustomer` at the second path the spec shows; same contract. API key (test_sk_ / live_sk_), permission `wallet:manage`.
     */
    post: operations['wallets.createCustomer.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/{customerID}/derive': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Derive an address (BIP-44; SLIP-10 on SOL); optionally monitor it for deposits
     * @description API key (test_sk_ / live_sk_), permission `wallet:manage`.
     */
    post: operations['wallets.derive']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/{customerID}/addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A customer's addresses with balances; refresh=true reads them live
     * @description API key (test_sk_ / live_sk_), permission `wallet:view`.
     */
    get: operations['wallets.addresses']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Search all customers' addresses by network, currency, address or customer id
     * @description API key (test_sk_ / live_sk_), permission `wallet:view`.
     */
    get: operations['wallets.searchAddresses']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/{customerID}/transfer': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send from a derived address; answers status submitted
     * @description API key (test_sk_ / live_sk_), permission `wallet:transfer`.
     */
    post: operations['wallets.transfer']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/estimate-gas': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Gas estimate for an EVM transfer (BSC, ETH, POL), with the fee in USD
     * @description No authentication.
     */
    post: operations['wallets.estimateGas']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/fees': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The fee configuration
     * @description API key (test_sk_ / live_sk_), permission `wallet:view`.
     */
    get: operations['wallets.getFees']
    put?: never
    /**
     * Set the fee percent (max 0.5) and switch; fee_addresses replaces the map
     * @description API key (test_sk_ / live_sk_), permission `wallet:fees`.
     */
    post: operations['wallets.setFees']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/fees/addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Set or remove ("") fee addresses per network
     * @description API key (test_sk_ / live_sk_), permission `wallet:fees`.
     */
    put: operations['wallets.setFeeAddresses']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/earnings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Collected fees by currency, the latest fees, and the transfer count
     * @description API key (test_sk_ / live_sk_), permission `wallet:view`.
     */
    get: operations['wallets.earnings']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/{customerID}/transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A customer's transactions, newest first
     * @description API key (test_sk_ / live_sk_), permission `wallet:view`.
     */
    get: operations['wallets.transactions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/{customerID}/seed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Reveal the customer's mnemonic
     * @description API key (test_sk_ / live_sk_), permission `wallet:reveal_seed`.
     */
    get: operations['wallets.seed']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/wallet/{customerID}/export-key': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Export the private key of one derived address
     * @description API key (test_sk_ / live_sk_), permission `wallet:export_key`.
     */
    post: operations['wallets.exportKey']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/swap/quote': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Quote a swap: same-chain on POL or BSC (0.3% platform fee) or cross-chain through the bridge; 0.5% slippage, valid 30 s
     * @description No authentication.
     */
    get: operations['swap.quote']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/swap/analytics/overview': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Swap counts of the last `days` days by type and status
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['swap.analyticsOverview']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/swap/analytics/transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Swaps of the business, newest first, by status and type
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['swap.analyticsTransactions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/swap/analytics/volume': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Swaps per day of the last `days` days
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['swap.analyticsVolume']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/swap/customer/{customerID}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Swap from the customer's WaaS wallet through the platform swap contract
     * @description API key (test_sk_ / live_sk_), permission `wallet:transfer`.
     */
    post: operations['swap.execute']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/swap/{customerID}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Swap from the customer’s WaaS wallet (second path, same contract)
     * @description The operation `swap.execute` at the second path the spec shows; same contract. API key (test_sk_ / live_sk_), permission `wallet:transfer`.
     */
    post: operations['swap.execute.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/swap/customer/{customerID}/history': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The customer's swaps, newest first
     * @description API key (test_sk_ / live_sk_), permission `wallet:view`.
     */
    get: operations['swap.history']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/swap/{customerID}/history': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The customer’s swaps (second path, same contract)
     * @description The operation `swap.history` at the second path the spec shows; same contract. API key (test_sk_ / live_sk_), permission `wallet:view`.
     */
    get: operations['swap.history.alias']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/users/provision': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Provision (or find) the smart-account wallet of a phone number; safe to repeat
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.provision']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/users/balance': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * USDC balance of the user's smart account
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.users.balance']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/users/link/request': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ask to link another merchant's user: a one-time code by SMS (CODE_SENT; CODE_PENDING when the provider's answer was lost)
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.link.request']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/users/link/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirm a link with the code the user received; emits user.linked
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.link.confirm']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/users/phone/change': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ask to move a user's wallet to a new phone number: a one-time code by SMS to the new number (CODE_SENT); the wallet's sole merchant only
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.phone.change']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/users/phone/change/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move the wallet with the code the new number received; emits user.phone_changed
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.phone.change.confirm']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/transfers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Transfer USDC between two phone users (a user operation; sandbox ledger for test keys)
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.transfers.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/transfers/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A transfer with the same status fields as its webhooks
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.transfers.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/swaps': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Swap a user's funds through the platform swap contract (a user operation; sandbox ledger at hub prices for test keys); ends in swap.settled or swap.failed
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.swaps.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/swaps/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A swap with the same status fields as its webhooks
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.swaps.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/sandbox/fund': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Credit a user's smart account on the sandbox ledger (test keys only)
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.sandbox.fund']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/withdrawals': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Withdraw a user's USDC to mobile money: swept to the platform treasury (withdrawal.submitted, withdrawal.crypto_received), paid out in local currency (withdrawal.completed); a failed payout returns the USDC (withdrawal.failed)
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.withdrawals.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/withdrawals/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A withdrawal with the same fields as its webhooks
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.withdrawals.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/deposits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start an on-ramp deposit: the partner collects local fiat from the user’s mobile money, the platform sends the quoted USDC from its treasury (deposit.settled)
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.deposits.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/deposits/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * An on-ramp deposit with the same fields as its webhooks
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.deposits.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/v1/sandbox/deposits/{id}/pay': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Test keys: the user pays a pending deposit’s collection at the sandbox partner; its callback settles the deposit
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.sandbox.deposits.pay']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/users/provision': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Provision (or find) the smart-account wallet of a phone number; safe to repeat
     * @description The operation `caas.users.provision` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.provision.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/users/balance': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * USDC balance of the user's smart account
     * @description The operation `caas.users.balance` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.users.balance.alias']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/users/link/request': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ask to link another merchant's user: a one-time code by SMS (CODE_SENT; CODE_PENDING when the provider's answer was lost)
     * @description The operation `caas.users.link.request` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.link.request.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/users/link/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirm a link with the code the user received; emits user.linked
     * @description The operation `caas.users.link.confirm` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.link.confirm.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/users/phone/change': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ask to move a user's wallet to a new phone number: a one-time code by SMS to the new number (CODE_SENT); the wallet's sole merchant only
     * @description The operation `caas.users.phone.change` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.phone.change.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/users/phone/change/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move the wallet with the code the new number received; emits user.phone_changed
     * @description The operation `caas.users.phone.change.confirm` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.users.phone.change.confirm.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/transfers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Transfer USDC between two phone users (a user operation; sandbox ledger for test keys)
     * @description The operation `caas.transfers.create` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.transfers.create.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/transfers/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A transfer with the same status fields as its webhooks
     * @description The operation `caas.transfers.get` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.transfers.get.alias']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/swaps': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Swap a user's funds through the platform swap contract (a user operation; sandbox ledger at hub prices for test keys); ends in swap.settled or swap.failed
     * @description The operation `caas.swaps.create` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.swaps.create.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/swaps/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A swap with the same status fields as its webhooks
     * @description The operation `caas.swaps.get` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.swaps.get.alias']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/sandbox/fund': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Credit a user's smart account on the sandbox ledger (test keys only)
     * @description The operation `caas.sandbox.fund` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['caas.sandbox.fund.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/withdrawals': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Withdraw a user's USDC to mobile money: swept to the platform treasury (withdrawal.submitted, withdrawal.crypto_received), paid out in local currency (withdrawal.completed); a failed payout returns the USDC (withdrawal.failed)
     * @description The operation `caas.withdrawals.create` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.withdrawals.create.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/withdrawals/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A withdrawal with the same fields as its webhooks
     * @description The operation `caas.withdrawals.get` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.withdrawals.get.alias']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/deposits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start an on-ramp deposit: the partner collects local fiat from the user’s mobile money, the platform sends the quoted USDC from its treasury (deposit.settled)
     * @description The operation `caas.deposits.create` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.deposits.create.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/deposits/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * An on-ramp deposit with the same fields as its webhooks
     * @description The operation `caas.deposits.get` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
     */
    get: operations['caas.deposits.get.alias']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/caas/api/v1/sandbox/deposits/{id}/pay': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Test keys: the user pays a pending deposit’s collection at the sandbox partner; its callback settles the deposit
     * @description The operation `caas.sandbox.deposits.pay` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['caas.sandbox.deposits.pay.alias']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/caas/treasury': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The CaaS treasury’s smart account per environment and its USDC: what withdrawals sweep into and deposits are paid from
     * @description Admin token (X-Admin-Token).
     */
    get: operations['caas.treasury']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/webhooks/partners/momo': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The payout partner’s transfer callbacks (MTN MoMo, unsigned): only a hint to look the payout up
     * @description No authentication.
     */
    post: operations['caas.partners.payout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/webhooks/partners/onramp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The on-ramp partner’s collection callbacks, signed (X-YC-Signature): a hint to look the collection up
     * @description No authentication.
     */
    post: operations['caas.partners.onramp']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/giftcards/orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Buy gift cards from the merchant balance; `reference` is the idempotency key
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    post: operations['vas.giftcardOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/vas/orders/{reference}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The order by its reference, with its redeem codes once successful
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.getOrder']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/vas/orders/{reference}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The order by its reference, with its redeem codes once successful
     * @description The operation `vas.getOrder` at the second path the spec shows; same contract. API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.getOrder.alias']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/vas/orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The merchant’s orders, newest first; filter by status, category, customer
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.listOrders']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/airtime/detect': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The mobile operator of a phone number
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.airtimeDetect']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/airtime/quote': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The price breakdown of a top-up: merchant_price, merchant_markup, customer_price; nothing bought
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    post: operations['vas.airtimeQuote']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/airtime/orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Top up a phone from the merchant balance; `reference` is the idempotency key
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    post: operations['vas.airtimeOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/vas/margins': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The merchant’s margin per category
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.getMargins']
    /**
     * Set one category’s margin: a percent of merchant_price or a fixed amount per order (type none clears it)
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    put: operations['vas.setMargin']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/data/bundles': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Data bundle operators of a country and the bundles they sell
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.dataBundles']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/data/orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Buy a data bundle for a phone from the merchant balance; `reference` is the idempotency key
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    post: operations['vas.dataOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/bills/billers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Billers of a country (electricity, TV, water, internet), with their amount range and fee
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.billers']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/bills/orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay a bill from the merchant balance; `reference` is the idempotency key (bills usually answer processing)
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    post: operations['vas.billOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/giftcards/countries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Countries with gift cards
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.giftcardCountries']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/giftcards/products': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Gift card products (fixed or range denominations), optionally of one country
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['vas.giftcardProducts']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/virtual-accounts/create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A GBP or EUR bank account for one of your customers; the same customer_reference and currency again answers that account
     * @description Dashboard JWT, permission `virtual_account:manage`.
     */
    post: operations['va.create']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/virtual-accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Your virtual accounts, newest first
     * @description Dashboard JWT, permission `virtual_account:manage`.
     */
    get: operations['va.list']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/virtual-accounts/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One virtual account
     * @description Dashboard JWT, permission `virtual_account:manage`.
     */
    get: operations['va.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/virtual-accounts/{id}/close': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Close an account for good: payments sent to it afterwards go to suspense and back to their payers
     * @description Dashboard JWT, permission `virtual_account:manage`.
     */
    post: operations['va.close']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/sandbox/virtual-accounts/{id}/credit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Outside production: the sandbox bank sends a transfer to the account (its notification credits your balance)
     * @description Dashboard JWT, permission `virtual_account:manage`.
     */
    post: operations['va.sandboxCredit']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/webhooks/partners/modulr': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The banking partner’s payment notifications (PAYIN), signed with the shared secret (x-mod-hmac-signature)
     * @description No authentication.
     */
    post: operations['va.partnerNotification']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/virtual-accounts/suspense': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Payments received for no usable account, oldest first: assign each to an account or return it
     * @description Admin token (X-Admin-Token).
     */
    get: operations['va.suspense']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/virtual-accounts/payments/{payment_id}/assign': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Credit a payment in suspense to an account’s merchant balance
     * @description Admin token (X-Admin-Token).
     */
    post: operations['va.assign']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/virtual-accounts/payments/{payment_id}/return': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send a payment in suspense back to its payer
     * @description Admin token (X-Admin-Token).
     */
    post: operations['va.return']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/virtual-accounts/{id}/freeze': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Hold an account (compliance): payments to it go to suspense until it is unfrozen
     * @description Admin token (X-Admin-Token).
     */
    post: operations['va.freeze']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/virtual-accounts/{id}/unfreeze': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Release a frozen account
     * @description Admin token (X-Admin-Token).
     */
    post: operations['va.unfreeze']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/remittance/quote': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Price a transfer: the partner’s locked rate, the platform fee and total_cost; send quote_id with the transfer to use it (once, before expires_at)
     * @description API key (test_sk_ / live_sk_), permission `remittance:view`.
     */
    post: operations['remittance.quote']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/remittance/transfer': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send money abroad from your balance: signed with X-Transfer-Signature (docs/remittance.md); holds total_cost until the payout is sent
     * @description API key (test_sk_ / live_sk_), permission `remittance:send`.
     */
    post: operations['remittance.transfer']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/remittance/create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The dashboard’s transfer: the same body, with otp_code when you have 2FA enabled
     * @description Dashboard JWT, permission `remittance:send`.
     */
    post: operations['remittance.dashboardCreate']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/remittance/transfers/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One transfer, with the partner’s latest state
     * @description API key (test_sk_ / live_sk_), permission `remittance:view`.
     */
    get: operations['remittance.get']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/remittance/transfers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Your transfers in this environment, newest first
     * @description API key (test_sk_ / live_sk_), permission `remittance:view`.
     */
    get: operations['remittance.list']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/remittance/rates': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The partner’s current rates for NGNCNY, NGNUSD, NGNGBP and USDCNY (quote for the rate a transfer gets)
     * @description API key (test_sk_ / live_sk_), permission `remittance:view`.
     */
    get: operations['remittance.rates']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/transfer-signing-keys': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Your transfer signing keys in this environment, without their secrets
     * @description Dashboard JWT, permission `settings:manage`.
     */
    get: operations['remittance.listKeys']
    put?: never
    /**
     * Issue a transfer signing key (its secret is shown once); two may be active, to rotate
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['remittance.issueKey']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/settings/transfer-signing-keys/{id}/revoke': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Revoke a signing key: requests signed with it are refused from now on
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['remittance.revokeKey']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/webhooks/partners/wise': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The remittance partner’s transfers#state-change webhooks, signed with its RSA key (X-Signature-SHA256)
     * @description No authentication.
     */
    post: operations['remittance.partnerWebhook']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/otc/accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The desk’s bank accounts you pay orders into (GBP, EUR)
     * @description Dashboard JWT, permission `otc:view`.
     */
    get: operations['otc.accounts']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/otc/quote': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The desk’s price for an amount (informative: an order locks its own rate)
     * @description Dashboard JWT, permission `otc:view`.
     */
    get: operations['otc.quote']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/otc/orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Order a conversion at a locked rate: pay from_amount to payment_details with its reference before expires_at
     * @description Dashboard JWT, permission `otc:trade`.
     */
    post: operations['otc.createOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/otc/orders/{id}/paid': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Say you have paid (payment_marked); the order settles when the bank payment arrives
     * @description Dashboard JWT, permission `otc:trade`.
     */
    post: operations['otc.markPaid']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/otc/orders/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One order with its quotes
     * @description Dashboard JWT, permission `otc:view`.
     */
    get: operations['otc.getOrder']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/otc/orders/{id}/refresh': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Re-quote an expired order at today’s rate, keeping its id and payment reference
     * @description Dashboard JWT, permission `otc:trade`.
     */
    post: operations['otc.refresh']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/otc/history': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Your orders, newest first, each with every quote it had
     * @description Dashboard JWT, permission `otc:view`.
     */
    get: operations['otc.history']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/kyc/otc/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Your AML form: its status, the operator’s reason when rejected, and what it holds
     * @description Dashboard JWT, permission `otc:view`.
     */
    get: operations['otc.formStatus']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/kyc/otc/draft': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Save fields of the form (merged into the draft); a rejected form is corrected here
     * @description Dashboard JWT, permission `otc:trade`.
     */
    put: operations['otc.saveDraft']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/kyc/otc/submit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Submit the form for review (every field required)
     * @description Dashboard JWT, permission `otc:trade`.
     */
    post: operations['otc.submitForm']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/sandbox/otc/orders/{id}/pay': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Outside production: the sandbox bank pays the order’s desk account with its reference (another amount tests review)
     * @description Dashboard JWT, permission `otc:trade`.
     */
    post: operations['otc.sandboxPay']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/otc/forms': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * AML forms waiting for review, oldest first
     * @description Admin token (X-Admin-Token).
     */
    get: operations['otc.formQueue']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/otc/forms/{business_id}/review': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Approve or reject a submitted AML form (a rejection’s reason is shown to the business)
     * @description Admin token (X-Admin-Token).
     */
    post: operations['otc.reviewForm']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/otc/orders/{id}/settle': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Settle an order in review at what arrived: the received amount in `from` at the rate in force, rounded down
     * @description Admin token (X-Admin-Token).
     */
    post: operations['otc.resolve']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/admin/otc/orders/review': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Orders paid other than as ordered (under, over, late), oldest first
     * @description Admin token (X-Admin-Token).
     */
    get: operations['otc.reviewQueue']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/dashboard': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Everything the dashboard page shows at once: overview, daily revenue, payment methods, recent transactions, open fraud alerts
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['analytics.dashboard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/overview': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Volume, revenue, net sales, refunds, average sale, success rate and session counts for a period, per currency
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['analytics.overview']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/revenue': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Volume, refunds and revenue per day, week or month, in the report currency or per crypto asset
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['analytics.revenue']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/payment-methods': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Paid sessions and what they paid, per network and coin
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['analytics.paymentMethods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Every money movement of every product, newest first, filtered and paginated
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['analytics.transactions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/transactions/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The filtered transactions as a CSV file (all pages)
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['analytics.exportTransactions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/fraud-alerts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Fraud alerts, newest first, with how many are open
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['analytics.fraudAlerts']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/fraud-alerts/{id}/dismiss': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Dismiss an open alert as harmless, with the reason (audited)
     * @description Dashboard JWT, permission `analytics:manage`.
     */
    post: operations['analytics.dismissAlert']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/fraud-alerts/{id}/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirm an open alert as fraud (audited)
     * @description Dashboard JWT, permission `analytics:manage`.
     */
    post: operations['analytics.confirmAlert']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/fraud-rules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The fraud rules with your thresholds, their defaults and bounds
     * @description Dashboard JWT, permission `analytics:view`.
     */
    get: operations['analytics.fraudRules']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/v1/analytics/fraud-rules/{rule}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Move a rule’s threshold within its bounds, or switch it off (audited)
     * @description Dashboard JWT, permission `analytics:manage`.
     */
    put: operations['analytics.setFraudRule']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/dashboard/analytics': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The analytics dashboard page (English or German): sign in, then overview, charts, transactions and fraud alerts
     * @description No authentication.
     */
    get: operations['analytics.dashboardPage']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/market/prices': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Latest price, 24 h change and volume per symbol; unknown symbols are listed, not dropped
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['market.prices']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/market/symbols': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Every symbol the hub quotes
     * @description No authentication.
     */
    get: operations['market.symbols']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/market/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Price source status and staleness
     * @description No authentication.
     */
    get: operations['market.health']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/market/live': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Live price page over the market WebSocket
     * @description No authentication.
     */
    get: operations['market.livePage']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/healthz': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Liveness: the gateway process runs and answers
     * @description No authentication.
     */
    get: operations['platform.health']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/readyz': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Readiness: 503 while the database (via payments) is unreachable; hub stream and Redis are reported as degraded
     * @description No authentication.
     */
    get: operations['platform.readiness']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/metrics': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Prometheus metrics
     * @description No authentication.
     */
    get: operations['platform.metrics']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/openapi.json': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * OpenAPI 3.1 document of this gateway
     * @description No authentication.
     */
    get: operations['platform.openapi']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/asyncapi.json': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * AsyncAPI 3.0 document of the market WebSocket /v1/market/ws
     * @description No authentication.
     */
    get: operations['platform.asyncapi']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/docs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Human-readable API reference
     * @description No authentication.
     */
    get: operations['platform.docs']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export interface webhooks {
  'payments.payment.detected': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `payment.detected`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_payment_detected']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.payment.confirmed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `payment.confirmed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_payment_confirmed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.payment.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `payment.failed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_payment_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.payment.expired': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `payment.expired`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_payment_expired']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.webhook.test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `webhook.test`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_webhook_test']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.wallet.deposit.detected': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `wallet.deposit.detected`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_wallet_deposit_detected']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.wallet.deposit.hash_resolved': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `wallet.deposit.hash_resolved`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_wallet_deposit_hash_resolved']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.wallet.deposit.confirmed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `wallet.deposit.confirmed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_wallet_deposit_confirmed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.wallet.deposit.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `wallet.deposit.failed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_wallet_deposit_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.wallet.transfer.submitted': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `wallet.transfer.submitted`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_wallet_transfer_submitted']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.wallet.transfer.confirmed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `wallet.transfer.confirmed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_wallet_transfer_confirmed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.wallet.transfer.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `wallet.transfer.failed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_wallet_transfer_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.balance.credited': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `balance.credited`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_balance_credited']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.balance.debited': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `balance.debited`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_balance_debited']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.vas.order.successful': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `vas.order.successful`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_vas_order_successful']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.vas.order.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `vas.order.failed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_vas_order_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.virtual_account.credited': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `virtual_account.credited`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_virtual_account_credited']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.virtual_account.reversed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `virtual_account.reversed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_virtual_account_reversed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.remittance.transfer.processing': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `remittance.transfer.processing`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_remittance_transfer_processing']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.remittance.transfer.completed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `remittance.transfer.completed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_remittance_transfer_completed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.remittance.transfer.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `remittance.transfer.failed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_remittance_transfer_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.remittance.transfer.reversed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `remittance.transfer.reversed`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_remittance_transfer_reversed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'payments.fraud.alert.opened': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Payments webhook `fraud.alert.opened`
     * @description POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.
     */
    post: operations['webhook_payments_fraud_alert_opened']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.transfer.queued': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `transfer.queued`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_transfer_queued']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.transfer.submitted': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `transfer.submitted`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_transfer_submitted']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.transfer.settled': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `transfer.settled`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_transfer_settled']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.transfer.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `transfer.failed`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_transfer_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.transfer.received': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `transfer.received`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_transfer_received']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.swap.settled': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `swap.settled`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_swap_settled']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.swap.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `swap.failed`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_swap_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.user.linked': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `user.linked`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_user_linked']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.user.phone_changed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `user.phone_changed`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_user_phone_changed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.withdrawal.submitted': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `withdrawal.submitted`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_withdrawal_submitted']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.withdrawal.crypto_received': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `withdrawal.crypto_received`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_withdrawal_crypto_received']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.withdrawal.completed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `withdrawal.completed`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_withdrawal_completed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.withdrawal.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `withdrawal.failed`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_withdrawal_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.withdrawal.reversed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `withdrawal.reversed`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_withdrawal_reversed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.deposit.settled': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `deposit.settled`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_deposit_settled']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.deposit.failed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `deposit.failed`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_deposit_failed']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  'caas.webhook.test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * CaaS webhook `webhook.test`
     * @description POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.
     */
    post: operations['webhook_caas_webhook_test']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export interface components {
  schemas: {
    AirtimeOperator: {
      /** Format: int64 */
      operator_id: number
      name: string
      country_code: string
      sender_currency: string
      destination_currency: string
      /** @description Recipient currency units per sender currency unit */
      fx_rate: string
      min_amount: string
      max_amount: string
    }
    AirtimeQuote: {
      phone: string
      operator: components['schemas']['AirtimeOperator']
      amount: string
      recipient_amount: string
      recipient_currency: string
      /** @description The sender currency of amount (USD) */
      currency: string
      merchant_price: string
      merchant_markup: string
      customer_price: string
    }
    AnalyticsAssetFigures: {
      network: string
      asset: string
      /** @description Crypto received by checkout sessions (on time and late) */
      received: string
      /** @description Crypto sent back by refunds */
      refunded: string
      /** @description Your fees collected on your customers’ wallet transfers */
      fees_earned: string
    }
    AnalyticsCurrencyFigures: {
      currency: string
      /** @description What customers paid: sessions paid, overpaid, underpaid and late, plus virtual account credits */
      volume: string
      /** @description Refunds sent */
      refunds: string
      /** @description volume − refunds − reversed virtual account credits */
      net_sales: string
      /** @description What you keep: net_sales + VAS margin */
      revenue: string
      /** @description What a paid session brought on average (overpayments included), rounded down */
      average_sale: string
      /** Format: int64 */
      paid_sessions: number
      /** @description VAS orders sold to your customers (the customer price) */
      vas_sales: string
      /** @description Your margin on them */
      vas_margin: string
      /** @description Bank transfers credited from your virtual accounts */
      virtual_account_credits: string
      /** @description Fees you paid on remittance payouts sent (net of any discount): a cost, not in revenue */
      remittance_fees: string
    }
    AnalyticsDashboard: {
      overview: components['schemas']['AnalyticsOverview']
      revenue: components['schemas']['AnalyticsRevenue']
      payment_methods: components['schemas']['AnalyticsPaymentMethods']
      /** @description The ten newest */
      recent_transactions: components['schemas']['AnalyticsTransaction'][]
      /** @description The ten newest open alerts */
      open_fraud_alerts: components['schemas']['FraudAlert'][]
    }
    AnalyticsOverview: {
      /** @description The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included) */
      period: string
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      from: string
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      to: string
      environment: 'test' | 'live'
      /** @description The report currency: total_volume and total_revenue are in it, nothing converted */
      currency: string
      /** @description volume in `currency` (by_currency has the others) */
      total_volume: string
      /** @description revenue in `currency` */
      total_revenue: string
      /**
       * Format: int64
       * @description Money movements of every product, in any currency
       */
      transaction_count: number
      /** @description In `currency` */
      net_sales: string
      /** @description In `currency` */
      refunds: string
      /** @description In `currency` */
      average_sale: string
      /** @description Paid sessions over sessions that reached a final state; absent before any did */
      success_rate?: string
      sessions: components['schemas']['AnalyticsSessionCounts']
      by_currency: components['schemas']['AnalyticsCurrencyFigures'][]
      crypto: components['schemas']['AnalyticsAssetFigures'][]
    }
    AnalyticsPaymentMethod: {
      network: string
      asset: string
      /** @description The session’s payment_method */
      method: string
      /**
       * Format: int64
       * @description Sessions paid (in full or in part) with this coin
       */
      count: number
      /** @description What they paid, in `currency` */
      volume: string
      /** @description Of the period’s paid sessions (count) */
      share: string
    }
    AnalyticsPaymentMethods: {
      /** @description The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included) */
      period: string
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      from: string
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      to: string
      environment: 'test' | 'live'
      currency: string
      methods: components['schemas']['AnalyticsPaymentMethod'][]
    }
    AnalyticsRevenue: {
      /** @description The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included) */
      period: string
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      from: string
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      to: string
      environment: 'test' | 'live'
      group: 'day' | 'week' | 'month'
      basis: 'fiat' | 'crypto'
      /** @description The report currency (fiat basis) */
      currency: string
      /** @description One per group start (weeks start on Monday), every group of the period included */
      points: components['schemas']['AnalyticsRevenuePoint'][]
    }
    AnalyticsRevenuePoint: {
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      date: string
      /** @description Fiat basis: the report currency; crypto basis: the asset */
      currency: string
      /** @description Crypto basis only */
      network?: string
      /** @description Fiat: volume; crypto: what sessions received */
      volume: string
      /** @description Refunds sent */
      refunds: string
      /** @description Fiat: revenue; crypto: received − refunded + fees earned */
      revenue: string
      /** Format: int64 */
      transactions: number
    }
    AnalyticsSessionCounts: {
      /** Format: int64 */
      created: number
      /**
       * Format: int64
       * @description Paid in full on time (overpaid ones included)
       */
      paid: number
      /**
       * Format: int64
       * @description Of the paid, those that received more than the price
       */
      overpaid: number
      /**
       * Format: int64
       * @description Expired having received part of the price
       */
      underpaid: number
      /**
       * Format: int64
       * @description Expired having received nothing
       */
      expired: number
      /** Format: int64 */
      failed: number
      /**
       * Format: int64
       * @description Payments confirmed after their session closed
       */
      late_payments: number
    }
    AnalyticsTransaction: {
      /** @description Unique: the fact behind the line */
      id: string
      /** Format: date-time */
      occurred_at: string
      product: string
      /** @description docs/analytics.md lists each type */
      type: string
      currency?: string
      /** @description In `currency` */
      amount?: string
      network?: string
      asset?: string
      /** @description In `asset` */
      asset_amount?: string
      method?: string
      /** @description The product’s id: session, order, transfer, wallet customer, virtual account */
      subject: string
      reference?: string
      /** @description Your customer: e-mail or reference */
      customer?: string
      /** @description The crypto address that paid, or a refund went to */
      address?: string
    }
    AnalyticsTransactionList: {
      /** @description The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included) */
      period: string
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      from: string
      /**
       * Format: date
       * @description A UTC day, YYYY-MM-DD
       */
      to: string
      environment: 'test' | 'live'
      transactions: components['schemas']['AnalyticsTransaction'][]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
    ApiKey: {
      id: string
      name: string
      environment: 'test' | 'live'
      legacy: boolean
      product: 'payments' | 'caas'
      permissions: string[]
      key_hint: string
      created_by?: string
      review_required: boolean
      status: 'active' | 'revoked'
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      rotated_at?: string
      /** Format: date-time */
      revoked_at?: string
    }
    ApiKeyCreated: {
      id: string
      name: string
      environment: 'test' | 'live'
      legacy: boolean
      product: 'payments' | 'caas'
      permissions: string[]
      key_hint: string
      created_by?: string
      review_required: boolean
      status: 'active' | 'revoked'
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      rotated_at?: string
      /** Format: date-time */
      revoked_at?: string
      key: string
      message: string
    }
    ApiKeyList: {
      keys: components['schemas']['ApiKey'][]
      /** Format: int64 */
      total: number
    }
    /** AuditEntry */
    AuditEntry: {
      /** @description The entry id */
      id: string
      /**
       * Format: date-time
       * @description When the act was committed
       */
      time: string
      /** @description What was done (docs/audit-log.md lists each action and the changes it records) */
      action:
        | 'api_key.created'
        | 'api_key.rotated'
        | 'api_key.revoked'
        | 'member.invited'
        | 'member.permissions_changed'
        | 'member.removed'
        | 'invitation.accepted'
        | 'invitation.revoked'
        | 'refund.created'
        | 'wallet.seed_revealed'
        | 'wallet.key_exported'
        | 'webhook.configured'
        | 'webhook.deleted'
        | 'settlement_account.added'
        | 'settlement_account.updated'
        | 'settlement_account.removed'
        | 'wallet_fees.changed'
        | 'plan.changed'
        | 'team_security.changed'
        | 'caas_user.adopted'
        | 'caas_user.linked'
        | 'caas_user.phone_changed'
        | 'virtual_account.created'
        | 'virtual_account.frozen'
        | 'virtual_account.unfrozen'
        | 'virtual_account.closed'
        | 'bank_payment.assigned'
        | 'bank_payment.returned'
        | 'signing_key.issued'
        | 'signing_key.revoked'
        | 'remittance.created'
        | 'otc.order_created'
        | 'otc.order_resolved'
        | 'otc_form.reviewed'
        | 'fraud_alert.resolved'
        | 'fraud_rule.changed'
      actor: {
        /** @description user: a member on the dashboard; api_key: one of the merchant’s keys; admin: the platform operator; system: the platform itself (a payment, a timer) */
        type: 'user' | 'api_key' | 'admin' | 'system'
        /** @description The user id or key id; absent for admin and system */
        id?: string
      }
      /** @description How the actor authenticated */
      credential: 'dashboard_session' | 'api_key' | 'admin_token' | 'none'
      /** @description The address the request came from, as the gateway saw it; absent for the platform’s own acts */
      client_address?: string
      /** @description The X-Request-Id of the request that did it; absent for the platform’s own acts */
      request_id?: string
      /** @description What the act was done to */
      target: {
        type: string
        id: string
      }
      /** @description What changed (old and new values where there were any); never a secret: account numbers show their last four digits */
      changes: {
        [key: string]: unknown
      }
    }
    AuditLogPage: {
      entries: components['schemas']['AuditEntry'][]
      /** @description Pass as `before` for the next (older) page; absent on the last page */
      next_cursor?: string
    }
    AuthTokens: {
      access_token: string
      refresh_token: string
      /**
       * Format: int64
       * @description Seconds until the access token expires
       */
      expires_in: number
    }
    Balance: {
      is_test_mode: boolean
      balances: components['schemas']['CurrencyBalance'][]
    }
    BalanceEntry: {
      /** @description The ledger transfer id */
      id: string
      currency: 'USDT' | 'USDC' | 'GBP' | 'EUR' | 'USD' | 'NGN'
      direction: 'credit' | 'debit'
      /** @description Integer in the currency’s balance base units (USDT, USDC: 6 decimals; GBP, EUR, USD, NGN: 2) */
      amount: string
      amount_decimal: string
      /** @description pending: reserved, not yet final; posted: final; voided: a pending entry cancelled (nothing moved) */
      status: 'pending' | 'posted' | 'voided'
      /** @description Why the money moved: top_up, top_up_reversal, vas_order (a VAS order’s hold), virtual_account_credit, virtual_account_reversal (a bank transfer to a virtual account, and its return) */
      type: string
      network?: string
      tx_hash?: string
      deposit_id?: string
      /** Format: date-time */
      created_at: string
    }
    BalanceEntryList: {
      is_test_mode: boolean
      entries: components['schemas']['BalanceEntry'][]
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
      /** Format: int64 */
      total: number
    }
    BalanceTopUpAddresses: {
      is_test_mode: boolean
      addresses: {
        network: string
        address: string
        /** @description Tokens credited to the balance when sent here */
        currencies: ('USDT' | 'USDC')[]
        derivation_path: string
        /** Format: date-time */
        created_at: string
      }[]
    }
    BankPayment: {
      payment_id: string
      /** @description received, credited, suspended, assigning, assigned, returning, returned, reversed, reversal_refused */
      status: string
      currency: 'GBP' | 'EUR'
      /** @description Minor units */
      amount: string
      amount_decimal: string
      payer_name: string
      payer_identifier: string
      reference: string
      scheme: string
      partner_account_id: string
      /** @description The account it is credited to; absent in suspense */
      virtual_account_id?: string
      /** @description unknown_account, account_opening, account_frozen, account_closed */
      suspense_reason?: string
      /** @description The return reason of a reversal by the payer’s bank */
      reversal_reason?: string
      /** @description Why a reversal could not be debited (the balance no longer holds the money) */
      refusal?: string
      /**
       * Format: int64
       * @description How many notifications of it arrived (resends included)
       */
      notices: number
      is_test_mode: boolean
      /** Format: date-time */
      received_at: string
    }
    BankPaymentList: {
      payments: components['schemas']['BankPayment'][]
      /** Format: int64 */
      total: number
    }
    Billers: {
      billers: {
        /** Format: int64 */
        biller_id: number
        name: string
        country_code: string
        /** @description ELECTRICITY_BILL_PAYMENT, TV_BILL_PAYMENT, … */
        type: string
        service_type: string
        /** @description Currency of the amounts (USD) */
        currency: string
        min_amount: string
        max_amount: string
        fee: string
      }[]
    }
    CaasDeposit: {
      deposit_id: string
      /** @description CREATED: recorded, the partner being asked; PENDING: the partner waits for the user’s payment; FUNDED: the fiat is in, the USDC is on its way; SETTLED: the USDC is on the user’s account; FAILED: the collection failed or expired (no fiat, no USDC) */
      status: 'CREATED' | 'PENDING' | 'FUNDED' | 'SETTLED' | 'FAILED'
      /** @description Local fiat the user pays, decimal string */
      local_amount: string
      local_currency: string
      /** @description USDC the user gets (the partner’s quote), once known */
      amount_usdc?: string
      /** @description Units of local currency per USDC, the partner’s */
      rate?: string
      token: string
      network: string
      /** @description The user’s smart account */
      wallet_address: string
      /** @description The on-ramp partner’s collection */
      collection_id?: string
      /** @description The transaction that brought the USDC */
      tx_hash?: string
      /** @description Why the USDC is not sent yet: an operator resolves it */
      held?: string
      reason?: string
      /**
       * Format: date-time
       * @description RFC 3339 UTC
       */
      created_at: string
      /**
       * Format: date-time
       * @description RFC 3339 UTC
       */
      updated_at: string
      /**
       * Format: date-time
       * @description RFC 3339 UTC
       */
      settled_at?: string
    }
    CaasLinkRequest: {
      blind_index: string
      wallet_address: string
      status: 'CODE_SENT' | 'CODE_PENDING'
      /** Format: date-time */
      expires_at: string
    }
    CaasLinkedUser: {
      blind_index: string
      wallet_address: string
      /** Format: date-time */
      created_at: string
      owner_address: string
      /** @description Differs between test and live keys */
      salt: string
      network: string
      token: string
      factory_address: string
      entry_point: string
      /** @constant */
      status: 'LINKED'
      /** Format: date-time */
      linked_at: string
    }
    CaasPhoneChangeRequest: {
      blind_index: string
      new_blind_index: string
      wallet_address: string
      status: 'CODE_SENT' | 'CODE_PENDING'
      /** Format: date-time */
      expires_at: string
    }
    CaasPhoneChanged: {
      blind_index: string
      wallet_address: string
      /** Format: date-time */
      created_at: string
      owner_address: string
      /** @description Differs between test and live keys */
      salt: string
      network: string
      token: string
      factory_address: string
      entry_point: string
      previous_blind_index: string
      /** @constant */
      status: 'PHONE_CHANGED'
      /** Format: date-time */
      changed_at: string
    }
    CaasProvisionedUser: {
      blind_index: string
      wallet_address: string
      /** Format: date-time */
      created_at: string
      owner_address: string
      /** @description Differs between test and live keys */
      salt: string
      network: string
      token: string
      factory_address: string
      entry_point: string
      status: 'PROVISIONED' | 'ADOPTED' | 'ALREADY_EXISTS' | 'LINK_REQUIRED'
    }
    CaasSandboxFunding: {
      tx_hash: string
      network: string
      currency: string
      wallet_address: string
      /** @description Human decimal */
      amount: string
      amount_base_units: string
      status: 'detected' | 'confirmed' | 'failed'
      /** Format: date-time */
      created_at: string
    }
    CaasSwap: {
      swap_id: string
      status: 'QUEUED' | 'SUBMITTED' | 'SETTLED' | 'FAILED'
      /** @description Token address or `native` */
      token_in: string
      /** @description Token address or `native` */
      token_out: string
      /** @description Decimal string with 6 places (base units on swaps recorded before decimals were kept) */
      amount_in: string
      /** @description Base units of the token */
      amount_in_base_units: string
      /** @description Base units of the token */
      amount_out_min: string
      /** @description Base units of the token */
      platform_fee: string
      network: string
      wallet_address: string
      tx_hash?: string
      user_op_hash?: string
      reason?: string
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
      /** Format: date-time */
      settled_at?: string
    }
    CaasTransfer: {
      transfer_id: string
      status: 'QUEUED' | 'SUBMITTED' | 'SETTLED' | 'FAILED'
      /** @description Decimal with 6 places, e.g. "12.500000" */
      amount_usdc: string
      token: string
      network: string
      from_wallet: string
      recipient_wallet: string
      tx_hash?: string
      user_op_hash?: string
      reason?: string
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
      /** Format: date-time */
      settled_at?: string
    }
    CaasTreasury: {
      accounts: {
        environment: 'test' | 'live'
        /** @description Fund this smart account (live: USDC, and the network coin for gas) */
        wallet_address: string
        network: string
        token: string
        /** @description USDC it holds, 6 places; absent when the chain cannot be read now */
        balance?: string
      }[]
    }
    CaasUserBalance: {
      blind_index: string
      wallet_address: string
      network: string
      token: string
      /** @description Decimal with 6 places, e.g. "12.500000" */
      balance: string
      balance_base_units: string
      /** Format: date-time */
      as_of: string
    }
    CaasWebhook: {
      id: string
      url: string
      events: string[]
      is_active: boolean
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
    }
    CaasWithdrawal: {
      withdrawal_id: string
      /** @description CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back */
      status: 'CREATED' | 'SUBMITTED' | 'CRYPTO_RECEIVED' | 'PAYOUT_PENDING' | 'COMPLETED' | 'RETURNING' | 'FAILED' | 'REVERSED'
      /** @description Decimal string with 6 places */
      amount_usdc: string
      token: string
      network: string
      /** @description The user’s smart account */
      wallet_address: string
      /** @description ISO 4217 code of the local currency paid out */
      payout_currency: string
      /** @description Local currency paid out, decimal string, rounded down */
      payout_amount: string
      /** @description Units of payout_currency per USDC, locked when the withdrawal was created */
      rate: string
      /** @description What the payout partner last said; UNKNOWN until it answers */
      payout_status?: 'UNKNOWN' | 'PENDING' | 'SUCCESSFUL' | 'FAILED'
      /** @description The payout partner’s transaction id, once it paid */
      payout_reference?: string
      /** @description The sweep’s transaction */
      tx_hash?: string
      /** @description The sweep’s user operation (live) */
      user_op_hash?: string
      /** @description The transaction that brought the USDC back */
      return_tx_hash?: string
      /** @description Why the USDC could not be sent back yet: an operator resolves it */
      return_held?: string
      reason?: string
      /**
       * Format: date-time
       * @description RFC 3339 UTC
       */
      created_at: string
      /**
       * Format: date-time
       * @description RFC 3339 UTC
       */
      updated_at: string
      /**
       * Format: date-time
       * @description RFC 3339 UTC
       */
      completed_at?: string
    }
    CheckoutAddressList: {
      addresses: {
        address: string
        network: string
        currency: string
        session_id: string
        reference: string
        session_status: string
        /** Format: date-time */
        assigned_at: string
      }[]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
    CheckoutChainVerification: {
      status: 'pending' | 'paid' | 'expired' | 'failed' | 'partial'
      paid_at: string | null
      paid_amount: string
      amount_crypto?: string
      exception: 'none' | 'partial' | 'overpaid' | 'paid_late'
    }
    CheckoutNetworkSelection: {
      address: string
      network: string
      currency: string
      amount_crypto: string
      /** @description data-URI PNG */
      qr_code: string
      payment_uri: string
      /** Format: date-time */
      expires_at: string
      price_usd: string
    }
    CheckoutSession: {
      /** Format: int64 */
      id: number
      session_id: string
      reference: string | null
      amount: number
      currency: string
      status: 'pending' | 'paid' | 'expired' | 'failed'
      payment_method: string
      /** Format: date-time */
      expires_at: string
      callback_url: string | null
      paid_at: string | null
      payment_url: string
      network?: string
      crypto_currency?: string
      address?: string
      amount_crypto?: string
      paid_amount: string
      exception: 'none' | 'partial' | 'overpaid' | 'paid_late'
      customer_email?: string
      customer_name?: string
      description?: string
      metadata?: {
        [key: string]: unknown
      }
      /** Format: date-time */
      created_at: string
      is_test_mode: boolean
      refundable_amount: string
    }
    CheckoutSessionCreated: {
      session_id: string
      payment_url: string
      /** @description Fiat amount, from the exact minor units */
      amount: number
      currency: string
      status: 'pending' | 'paid' | 'expired' | 'failed'
      /** Format: date-time */
      expires_at: string
    }
    CheckoutSessionList: {
      payments: components['schemas']['CheckoutSession'][]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
    CheckoutStats: {
      /** Format: int64 */
      total_sessions: number
      /** Format: int64 */
      paid_sessions: number
      /** Format: int64 */
      pending_sessions: number
      /** Format: int64 */
      expired_sessions: number
      /** Format: int64 */
      failed_sessions: number
      /** @description Percent of closed sessions that were paid, two places */
      success_rate: string
      total_volume: {
        currency: string
        amount: string
        /** Format: int64 */
        payments: number
      }[]
      network_breakdown: {
        network: string
        fiat_currency: string
        /** Format: int64 */
        sessions: number
        /** Format: int64 */
        paid_sessions: number
        volume: string
      }[]
    }
    CheckoutVerification: {
      session_id: string
      reference: string | null
      amount: number
      currency: string
      status: 'pending' | 'paid' | 'expired' | 'failed'
      payment_method: string
      /** Format: date-time */
      expires_at: string
      callback_url: string | null
      paid_at: string | null
    }
    CurrencyBalance: {
      currency: 'USDT' | 'USDC' | 'GBP' | 'EUR' | 'USD' | 'NGN'
      /**
       * Format: int64
       * @description Base-unit decimals of every amount here (USDT, USDC: 6; GBP, EUR, USD, NGN: 2)
       */
      decimals: number
      /** @description Integer in the currency’s balance base units (USDT, USDC: 6 decimals; GBP, EUR, USD, NGN: 2) */
      available: string
      available_decimal: string
      /** @description Incoming: top-ups detected on chain, not yet confirmed */
      pending: string
      pending_decimal: string
      /** @description Outgoing: reserved by orders in progress, not yet debited */
      held: string
      held_decimal: string
    }
    DataBundles: {
      operators: {
        /** Format: int64 */
        operator_id: number
        name: string
        country_code: string
        /** @description amount in USD; pass it as `amount` */
        bundles: {
          amount: string
          description: string
        }[]
      }[]
    }
    DerivedAddress: {
      customer_id: string
      network: string
      address: string
      /** Format: int64 */
      index: number
      derivation_path: string
      is_testnet: boolean
      monitored: boolean
    }
    Error: {
      /** @description What went wrong, for a human */
      error: string
      code: components['schemas']['ErrorCode']
      /** @description Finds the request in the platform’s logs */
      request_id?: string
    }
    /**
     * @description Stable, for programs (the README’s error catalogue); each operation lists the codes it can answer
     * @enum {string}
     */
    ErrorCode:
      | '2FA_ALREADY_ENABLED'
      | '2FA_NOT_ENABLED'
      | '2FA_NOT_SET_UP'
      | '2FA_REQUIRED'
      | 'ADDRESS_NOT_FOUND'
      | 'ALREADY_LINKED'
      | 'ALREADY_SUBSCRIBED_ALL'
      | 'ANALYTICS_PERIOD_INVALID'
      | 'BAD_REQUEST'
      | 'BALANCE_TOO_LOW'
      | 'BROADCAST_FAILED'
      | 'BUSINESS_ACCOUNT_REQUIRED'
      | 'BUSINESS_MISMATCH'
      | 'BUSINESS_NOT_FOUND'
      | 'BUSINESS_WALLET_NOT_FOUND'
      | 'BUSINESS_WALLET_REQUIRED'
      | 'CANNOT_CHANGE_SELF'
      | 'CANNOT_REMOVE_SELF'
      | 'CHAIN_SEND_NOT_FOUND'
      | 'CLAIM_LOST'
      | 'CURRENCY_NOT_AVAILABLE'
      | 'CURRENCY_UNAVAILABLE'
      | 'CUSTOMER_WALLET_NOT_FOUND'
      | 'DEADLINE_NOT_REACHED'
      | 'DELIVERY_NOT_REDELIVERABLE'
      | 'DEPOSIT_NOT_FOUND'
      | 'DEPOSIT_NOT_PENDING'
      | 'EMAIL_TAKEN'
      | 'ENDPOINT_DEACTIVATED'
      | 'ENDPOINT_NOT_FOUND'
      | 'ESTIMATE_FAILED'
      | 'FEE_NOT_DUE'
      | 'FORBIDDEN'
      | 'FRAUD_ALERT_NOT_FOUND'
      | 'FRAUD_ALERT_RESOLVED'
      | 'FRAUD_RULE_THRESHOLD'
      | 'FX_UNAVAILABLE'
      | 'HUB_UNAVAILABLE'
      | 'IDEMPOTENCY_KEY_REUSED'
      | 'INEXACT_NUMBER'
      | 'INSUFFICIENT_FUNDS'
      | 'INSUFFICIENT_USDC'
      | 'INTERNAL_ERROR'
      | 'INVALID_ADDRESS'
      | 'INVALID_AMOUNT'
      | 'INVALID_CODE'
      | 'INVALID_CREDENTIALS'
      | 'INVALID_CURRENCY'
      | 'INVALID_DENOMINATION'
      | 'INVALID_FEE_PERCENT'
      | 'INVALID_IDEMPOTENCY_KEY'
      | 'INVALID_JSON'
      | 'INVALID_LOGO'
      | 'INVALID_MARGIN'
      | 'INVALID_NETWORK'
      | 'INVALID_NOTIFICATION'
      | 'INVALID_OTP'
      | 'INVALID_PHONE'
      | 'INVALID_PHONE_NUMBER'
      | 'INVALID_REFRESH_TOKEN'
      | 'INVALID_REFUND_ADDRESS'
      | 'INVALID_REQUEST'
      | 'INVALID_SIGNATURE'
      | 'INVALID_STRING'
      | 'INVALID_WEBHOOK_URL'
      | 'INVALID_WORD_COUNT'
      | 'INVITE_EXISTS'
      | 'INVITE_INVALID'
      | 'INVITE_NOT_FOUND'
      | 'JSON_TOO_DEEP'
      | 'KEY_EXISTS'
      | 'KEY_NOT_FOUND'
      | 'KEY_REVOKED'
      | 'KYC_REQUIRED'
      | 'LEG_CONFLICT'
      | 'LEG_NOT_FOUND'
      | 'LINK_EXPIRED'
      | 'LINK_NOT_REQUESTED'
      | 'LINK_REQUEST_TOO_SOON'
      | 'LOGO_NOT_FOUND'
      | 'MAY_HAVE_BEEN_SENT'
      | 'MEMBER_NOT_FOUND'
      | 'METADATA_TOO_LARGE'
      | 'METHOD_NOT_ALLOWED'
      | 'METHOD_NOT_FOUND'
      | 'MNEMONIC_NOT_REPLAYED'
      | 'NETWORK_UNAVAILABLE'
      | 'NOT_KEY_CREATOR'
      | 'NOT_LEGACY_KEY'
      | 'NOT_REFUNDABLE'
      | 'OPERATOR_NOT_DETECTED'
      | 'OPERATOR_NOT_FOUND'
      | 'ORDER_NOT_FOUND'
      | 'ORDER_STEP_INVALID'
      | 'OTC_ACCESS_REQUIRED'
      | 'OTC_ACCOUNT_NOT_FOUND'
      | 'OTC_FORM_INCOMPLETE'
      | 'OTC_FORM_LOCKED'
      | 'OTC_FORM_NOT_APPROVED'
      | 'OTC_FORM_NOT_SUBMITTED'
      | 'OTC_ORDER_CLOSED'
      | 'OTC_ORDER_EXPIRED'
      | 'OTC_ORDER_NOT_EXPIRED'
      | 'OTC_ORDER_NOT_FOUND'
      | 'OTC_PAIR_UNAVAILABLE'
      | 'OTP_REQUIRED'
      | 'OTP_REUSED'
      | 'OWNER_IMMUTABLE'
      | 'OWNER_ONLY_PERMISSION'
      | 'PARTNER_REFUSED'
      | 'PARTNER_UNAVAILABLE'
      | 'PAYLOAD_TOO_LARGE'
      | 'PAYMENT_IN_PROGRESS'
      | 'PAYMENT_NOT_FOUND'
      | 'PAYMENT_NOT_IN_SUSPENSE'
      | 'PERMISSION_NOT_HELD'
      | 'PHONE_CHANGE_EXPIRED'
      | 'PHONE_CHANGE_IN_PROGRESS'
      | 'PHONE_CHANGE_NOT_REQUESTED'
      | 'PHONE_CHANGE_TOO_SOON'
      | 'PHONE_NUMBER_IN_USE'
      | 'PHONE_NUMBER_MOVED'
      | 'PLAN_FEATURE_UNAVAILABLE'
      | 'PLAN_NOT_PURCHASABLE'
      | 'PLAN_PAYMENT_REQUIRED'
      | 'PRICE_UNAVAILABLE'
      | 'PRODUCT_NOT_FOUND'
      | 'PROVIDER_FAILED'
      | 'PROVIDER_FLOAT_EXHAUSTED'
      | 'QUOTE_EXPIRED'
      | 'QUOTE_MISMATCH'
      | 'QUOTE_NOT_FOUND'
      | 'QUOTE_USED'
      | 'RATE_LIMITED'
      | 'REFUND_ADDRESS_NOT_PERMITTED'
      | 'REFUND_ADDRESS_REQUIRED'
      | 'REFUND_EXCEEDS_REMAINING'
      | 'REFUND_NOT_FOUND'
      | 'REMITTANCE_NOT_FOUND'
      | 'ROUTE_NOT_FOUND'
      | 'SAME_PHONE_NUMBER'
      | 'SAME_WALLET'
      | 'SANDBOX_ADDRESS_NOT_YOURS'
      | 'SANDBOX_ONLY'
      | 'SANDBOX_UNAVAILABLE'
      | 'SEND_EXISTS'
      | 'SEND_ID_CONFLICT'
      | 'SEND_NOT_FOUND'
      | 'SESSION_CLOSED'
      | 'SESSION_EXPIRED'
      | 'SESSION_NOT_FOUND'
      | 'SETTLEMENT_ACCOUNT_LIMIT'
      | 'SETTLEMENT_ACCOUNT_NOT_FOUND'
      | 'SHUTTING_DOWN'
      | 'SIGNATURE_EXPIRED'
      | 'SIGNATURE_KEY_UNKNOWN'
      | 'SIGNATURE_MALFORMED'
      | 'SIGNATURE_MISMATCH'
      | 'SIGNATURE_REPLAYED'
      | 'SIGNING_KEY_LIMIT'
      | 'SIGNING_KEY_NOT_FOUND'
      | 'SMS_NOT_CONFIGURED'
      | 'SMS_UNAVAILABLE'
      | 'SUBSCRIPTION_EXPIRED'
      | 'SWAP_APPROVE_FAILED'
      | 'SWAP_EXISTS'
      | 'SWAP_INVALID_REQUEST'
      | 'SWAP_IN_PROGRESS'
      | 'SWAP_NOT_FOUND'
      | 'SWAP_SETTLED'
      | 'SWAP_TRANSACTION_FAILED'
      | 'SWAP_UNAVAILABLE'
      | 'TEMPORARILY_UNAVAILABLE'
      | 'TOO_MANY_ATTEMPTS'
      | 'TOO_MANY_SYMBOLS'
      | 'TRANSACTIONS_FETCH_FAILED'
      | 'TRANSACTION_LIMIT_EXCEEDED'
      | 'TRANSFER_IN_PROGRESS'
      | 'TRANSFER_NOT_FOUND'
      | 'UNAUTHORIZED'
      | 'UNKNOWN_ADDRESS'
      | 'UNKNOWN_PERMISSION'
      | 'UNSUPPORTED_CORRIDOR'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'UNSUPPORTED_NETWORK'
      | 'UNSUPPORTED_PAYMENT_METHOD'
      | 'UNSUPPORTED_PAYOUT_CURRENCY'
      | 'UNSUPPORTED_TOKEN'
      | 'USER_NOT_FOUND'
      | 'USER_REMOVED'
      | 'VALIDATION_FAILED'
      | 'VAS_UNAVAILABLE'
      | 'VIRTUAL_ACCOUNT_CLOSED'
      | 'VIRTUAL_ACCOUNT_NOT_FOUND'
      | 'VIRTUAL_ACCOUNT_OPENING'
      | 'WALLET_CREATION_FAILED'
      | 'WALLET_EXISTS'
      | 'WALLET_LIMIT_EXCEEDED'
      | 'WALLET_NOT_FOUND'
      | 'WALLET_SHARED'
      | 'WEBHOOK_TARGET_NOT_ALLOWED'
      | 'WEBHOOK_URL_CHANGED'
      | 'WITHDRAWAL_NOT_FOUND'
    FraudAlert: {
      id: string
      /** @description Which rule fired (docs/analytics.md lists each with its threshold and window) */
      rule:
        | 'refund_to_unpaid_address'
        | 'settlement_change_then_withdrawal'
        | 'shared_payer_address'
        | 'refund_ratio'
        | 'repeated_underpayment'
        | 'unpaid_session_burst'
        | 'session_burst'
      /**
       * Format: int32
       * @description Higher is more likely fraud: the rule’s base score, raised by how far past its threshold the activity went
       */
      score: number
      status: 'open' | 'dismissed' | 'confirmed'
      environment: 'test' | 'live'
      /** @description What the rule watched: a customer e-mail, a crypto address, a currency, or the business */
      subject: string
      /** @description What happened, in one sentence */
      summary: string
      /**
       * Format: int64
       * @description What the rule counted (sessions, refunds, merchants, percent, withdrawals)
       */
      observed: number
      /**
       * Format: int64
       * @description Your threshold when it fired
       */
      threshold: number
      /** Format: int64 */
      window_seconds: number
      /** @description Up to 20 ids of what it counted (sessions, refunds, transfers) */
      evidence: string[]
      /** Format: date-time */
      opened_at: string
      /** Format: date-time */
      resolved_at?: string
      /** @description Why it was dismissed, or the note it was confirmed with */
      resolution_reason?: string
    }
    FraudAlertList: {
      alerts: components['schemas']['FraudAlert'][]
      /** Format: int64 */
      total: number
      /**
       * Format: int64
       * @description Open alerts in this environment, whatever the filter
       */
      open: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
    FraudRule: {
      /** @description Which rule fired (docs/analytics.md lists each with its threshold and window) */
      rule:
        | 'refund_to_unpaid_address'
        | 'settlement_change_then_withdrawal'
        | 'shared_payer_address'
        | 'refund_ratio'
        | 'repeated_underpayment'
        | 'unpaid_session_burst'
        | 'session_burst'
      description: string
      /** @description What the threshold counts */
      unit: string
      /** Format: int64 */
      threshold: number
      /** Format: int64 */
      default_threshold: number
      /** Format: int64 */
      min: number
      /** Format: int64 */
      max: number
      /** Format: int64 */
      window_seconds: number
      /** Format: int64 */
      base_score: number
      enabled: boolean
    }
    FraudRuleList: {
      rules: components['schemas']['FraudRule'][]
    }
    GasEstimate: {
      /** @description Integer in base units */
      gas_limit: string
      /** @description Integer in base units */
      gas_price: string
      /** @description Integer in base units */
      estimated_fee: string
      estimated_fee_decimal: string
      fee_currency: string
      estimated_fee_usd: string | null
    }
    GiftCardCountries: {
      countries: {
        iso_name: string
        name: string
        currency_code: string
        currency_name: string
        flag_url: string
      }[]
    }
    GiftCardProduct: {
      /** Format: int64 */
      product_id: number
      product_name: string
      brand_name: string
      country_code: string
      denomination_type: 'FIXED' | 'RANGE'
      sender_currency: string
      fixed_denominations: string[]
      min_denomination?: string
      max_denomination?: string
      sender_fee: string
    }
    GiftCardProductList: {
      products: components['schemas']['GiftCardProduct'][]
    }
    IssuedTransferSigningKey: {
      /** @description The k= of X-Transfer-Signature */
      id: string
      status: 'active' | 'revoked'
      is_test_mode: boolean
      /** Format: date-time */
      created_at: string
      /**
       * Format: date-time
       * @description Absent while active
       */
      revoked_at?: string
      /**
       * Format: date-time
       * @description When a request it signed last passed; absent before
       */
      last_used_at?: string
      /** @description Shown once: the HMAC-SHA256 secret (tss_...). Store it; the platform never shows it again */
      secret: string
    }
    MarketHealth: {
      /** @description ok | stale | down */
      status: string
      source: string
      /** Format: int64 */
      symbols: number
      /**
       * Format: date-time
       * @description Absent before the first tick
       */
      last_tick_at?: string
      /**
       * Format: int64
       * @description Absent before the first tick
       */
      staleness_ms?: number
      position: {
        offset: string
        epoch: string
      }
    }
    MarketPrices: {
      /** @description By symbol */
      prices: {
        [key: string]: components['schemas']['MarketQuote']
      }
      /** @description Requested symbols the hub does not quote, or not valid tickers */
      unknown: string[]
      position: {
        offset: string
        epoch: string
      }
    }
    MarketQuote: {
      symbol: string
      price: string
      change_24h: string
      change_24h_percent: string
      open_24h: string
      high_24h: string
      low_24h: string
      volume_24h: string
      /** Format: date-time */
      time: string
      offset: string
    }
    MarketSymbols: {
      symbols: string[]
      /** Format: int64 */
      total: number
    }
    OtcAccount: {
      /** @description account_id of an order paid in this currency */
      id: string
      currency: string
      bank_name: string
      account_name: string
      /** @description GBP: the 8-digit account number; EUR: the IBAN */
      account_number?: string
      /** @description GBP only */
      sort_code?: string
      /** @description The IBAN */
      iban?: string
      /** @description The BIC */
      bic?: string
    }
    OtcAccountList: {
      accounts: components['schemas']['OtcAccount'][]
    }
    OtcAmlForm: {
      status: 'not_started' | 'draft' | 'submitted' | 'approved' | 'rejected'
      /** @description Whether an operator approved the business for OTC (trading needs both) */
      otc_access: boolean
      /** @description The operator’s reason, when rejected */
      rejection_reason?: string
      /**
       * Format: date-time
       * @description When it was last submitted
       */
      submitted_at?: string
      /**
       * Format: date-time
       * @description When an operator last reviewed it
       */
      reviewed_at?: string
      form: {
        legal_name?: string
        registration_number?: string
        /** @description Of incorporation, ISO 3166-1 alpha-2 */
        country?: string
        business_activity?: string
        /** @description Where the money you trade comes from */
        source_of_funds?: string
        /** @description In GBP */
        expected_monthly_volume?: string
        currencies?: string[]
        /** @description What the conversions are for */
        purpose?: string
        /** @description A director, owner or their family holds a prominent public function */
        politically_exposed?: boolean
        /** @description Everyone owning 25% or more */
        beneficial_owners?: {
          name: string
          ownership_percent: string
          country: string
        }[]
        /** @description True: you are not sanctioned and will not trade for anyone who is (required to submit) */
        sanctions_declaration?: boolean
      }
    }
    OtcAmlFormQueue: {
      forms: {
        business_id: string
        status: string
        /**
         * Format: date-time
         * @description When it was submitted
         */
        submitted_at?: string
      }[]
    }
    OtcHistory: {
      orders: components['schemas']['OtcOrder'][]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      limit: number
      /** Format: int64 */
      offset: number
    }
    OtcOrder: {
      id: string
      /** @description docs/otc.md, "Order lifecycle" */
      status: 'pending_payment' | 'payment_marked' | 'payment_received' | 'settled' | 'expired' | 'review'
      /** @description `to` units per `from` unit */
      rate: string
      from: string
      to: string
      /** @description What you pay, by bank transfer, with the reference */
      from_amount: string
      /** @description What your balance is credited once the payment arrives */
      to_amount: string
      payment_details: components['schemas']['OtcPaymentDetails']
      /** Format: date-time */
      expires_at: string
      /** Format: date-time */
      created_at: string
      /**
       * Format: date-time
       * @description When you marked it paid
       */
      marked_paid_at?: string
      /**
       * Format: date-time
       * @description When your balance was credited
       */
      settled_at?: string
      /** @description Why a payment went to review (under or over the amount, after expiry) */
      review_reason?: string
      /** @description What arrived, when a payment did */
      received_amount?: string
      /** @description Every quote the order had, oldest first (a refresh adds one) */
      quotes: components['schemas']['OtcOrderQuote'][]
    }
    OtcOrderQuote: {
      /** @description `to` units per `from` unit */
      rate: string
      /** @description amount × rate, rounded down */
      to_amount: string
      /** Format: date-time */
      quoted_at: string
      /** Format: date-time */
      expires_at: string
    }
    OtcPaymentDetails: {
      bank_name: string
      /** @description GBP: the account number; EUR: the IBAN */
      account_number: string | null
      /** @description GBP only */
      sort_code: string | null
      account_name: string
      /** @description The IBAN */
      iban?: string
      /** @description The BIC */
      bic?: string
      /** @description Put it in the payment’s reference: it matches the payment to the order */
      reference: string
    }
    OtcQuote: {
      /** @description `to` units per `from` unit */
      rate: string
      from: string
      to: string
      /** @description What you pay, in `from` */
      amount: string
      /** @description What your balance is credited, in `to`: amount × rate, rounded down */
      converted: string
      /** Format: date-time */
      expires_at: string
    }
    OtcReviewList: {
      orders: components['schemas']['OtcOrder'][]
    }
    OtcSandboxPayment: {
      partner_payment_id: string
    }
    PartnerCallbackReceipt: {
      /** @description Whether the callback names something of ours; either way it is not sent again */
      received: boolean
    }
    PartnerNotificationReceipt: {
      received: boolean
      payment_id: string
    }
    Plan: {
      id: 'starter' | 'professional' | 'business' | 'enterprise'
      name: string
      price_monthly: number | null
      price_annual: number | null
      description: string
      limits: {
        /**
         * Format: int64
         * @description -1 means unlimited
         */
        max_wallet_addresses: number
        /**
         * Format: int64
         * @description -1 means unlimited
         */
        max_transactions_per_month: number
      }
      features: string[]
    }
    PlanInvoice: {
      id: string
      plan: 'starter' | 'professional' | 'business' | 'enterprise'
      duration: 'monthly' | 'annual'
      /** @description USD, a decimal string with scale 2 */
      amount: string
      /** @constant */
      currency: 'USD'
      status: 'open' | 'overdue'
      /** Format: date-time */
      issued_at: string
      /** Format: date-time */
      due_at: string
      pay_with: {
        /** @constant */
        method: 'crypto_checkout'
        endpoint: string
        body: {
          plan: 'starter' | 'professional' | 'business' | 'enterprise'
          duration: 'monthly' | 'annual'
        }
      }[]
    }
    PlanList: {
      plans: components['schemas']['Plan'][]
    }
    PublicCheckoutSession: {
      session_id: string
      reference: string | null
      amount: number
      currency: string
      status: 'pending' | 'paid' | 'expired' | 'failed'
      payment_method: string
      /** Format: date-time */
      expires_at: string
      callback_url: string | null
      business_name: string
      description?: string
      selection?: {
        network: string
        crypto_currency: string
        address: string
        amount_crypto: string
        paid_amount: string
        payment_uri?: string
        /** @description data-URI PNG */
        qr_code?: string
      }
      is_test_mode: boolean
      payment_options: {
        network: string
        currency: string
      }[]
    }
    RedeemCode: {
      card_number: string
      pin_code: string
    }
    Refund: {
      id: string
      session_id: string
      reference?: string
      amount: string
      currency: string
      reason: string
      status: 'processing' | 'submitted' | 'failed'
      network: string
      crypto_currency: string
      amount_crypto: string
      refund_address: string
      tx_hash?: string
      amount_received?: string
      network_fee?: string
      network_fee_currency?: string
      failure_reason?: string
      is_test_mode: boolean
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
    }
    RefundList: {
      refunds: components['schemas']['Refund'][]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
    RemittancePartnerNotificationReceived: {
      received: boolean
    }
    RemittanceQuote: {
      /** @description Send it as quote_id with the transfer to use this rate (once, before expires_at) */
      quote_id: string
      source_currency: string
      /** @description What the recipient’s side is bought with, in the source currency */
      source_amount: string
      dest_currency: string
      /** @description What the recipient receives, in the destination currency */
      dest_amount: string
      /** @description Destination units per source unit (the exact text: the transfer’s exchange_rate) */
      exchange_rate: number
      /** @description The platform fee before the discount: source_amount × fee_percent / 100, rounded up */
      fee_amount: string
      /** @description The platform fee, percent of source_amount */
      fee_percent: string
      /** @description True on the business and enterprise plans */
      rpay_discount_applied: boolean
      /** @description Taken off the fee: fee_amount × 25 / 100, rounded down; 0.00 when not applied */
      rpay_discount_amount: string
      /** @description What the transfer holds on your balance: source_amount + fee_amount − rpay_discount_amount */
      total_cost: string
      /** @description The partner’s delivery estimate, as words ("within 2 hours") */
      estimated_time: string
      /** Format: date-time */
      expires_at: string
    }
    RemittanceRate: {
      /** @description NGNCNY, NGNUSD, NGNGBP, USDCNY */
      pair: string
      source_currency: string
      dest_currency: string
      /** @description Destination units per source unit, the partner’s mid-market rate (quote for the rate you get) */
      rate: string
      /** Format: date-time */
      time: string
    }
    RemittanceRates: {
      rates: components['schemas']['RemittanceRate'][]
    }
    RemittanceTransfer: {
      id: string
      business_uuid: string
      source_currency: string
      /** @description Sent to the partner */
      source_amount: string
      dest_currency: string
      /** @description What the recipient receives */
      dest_amount: string
      recipient_name: string
      status: 'pending' | 'processing' | 'completed' | 'failed'
      exchange_rate: string
      /** @description The platform fee before the discount */
      fee_amount: string
      rpay_discount_used: boolean
      /** Format: date-time */
      created_at: string
      quote_id: string
      /** @description The platform fee, percent of source_amount */
      fee_percent: string
      /** @description Taken off the fee */
      rpay_discount_amount: string
      /** @description Held on your balance while the payout is under way, debited when it is sent, returned if it fails or bounces */
      total_cost: string
      recipient_country: string
      reference: string
      purpose: string
      /** @description The payout partner’s latest state (incoming_payment_waiting, processing, funds_converted, outgoing_payment_sent, bounced_back, cancelled, funds_refunded); absent before it has one */
      partner_status?: string
      /** @description Why it failed; absent unless failed */
      failure_reason?: string
      /** @description A sent payout bounced back and its debit was returned to your balance */
      reversed: boolean
      is_test_mode: boolean
      /** Format: date-time */
      updated_at: string
    }
    RemittanceTransferList: {
      transfers: components['schemas']['RemittanceTransfer'][]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      limit: number
      /** Format: int64 */
      offset: number
    }
    SandboxBankCredit: {
      /** @description The banking partner’s id of the simulated transfer; its notification follows */
      partner_payment_id: string
    }
    SettlementAccount: {
      id: string
      account_name: string
      /** @description ****, then the last four characters */
      account_number: string
      sort_code: string
      bank_name: string
      currency: string
      country: string
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
    }
    Subscription: {
      plan: {
        name: 'starter' | 'professional' | 'business' | 'enterprise'
        duration: 'monthly' | 'annual'
        status: 'active' | 'cancelled' | 'expired'
        /** Format: date-time */
        expiry: string
      }
      limits: {
        /**
         * Format: int64
         * @description -1 means unlimited
         */
        max_wallet_addresses: number
        /**
         * Format: int64
         * @description -1 means unlimited
         */
        max_transactions_per_month: number
        market_data: boolean
      }
      features: {
        webhooks: boolean
        sms: boolean
        priority_processing: boolean
        custom_branding: boolean
        multi_user: boolean
        white_label: boolean
      }
      usage: {
        /** Format: int64 */
        wallet_addresses_used: number
        /** Format: int64 */
        transactions_this_month: number
      }
      invoice?: components['schemas']['PlanInvoice']
    }
    Swap: {
      /** Format: int64 */
      id: number
      business_id: string
      /** Format: int64 */
      customer_wallet_id: number
      customer_id: string
      type: 'dex' | 'bridge'
      from_chain: string
      to_chain: string
      dex: string
      router_address: string
      token_in: string
      token_out: string
      /** @description Base units (empty while not known) */
      amount_in: string
      /** @description Base units (empty while not known) */
      amount_out: string
      /** @description Base units (empty while not known) */
      platform_fee: string
      approve_tx_hash?: string
      swap_tx_hash: string
      status: 'pending' | 'confirmed' | 'failed'
      failure_reason?: string
      /** @description Cross-chain: the bridge’s last status (NOT_FOUND, PENDING, DONE, FAILED, INVALID) */
      bridge_status?: string
      /** @description Cross-chain: the bridge’s sub-status (e.g. WAIT_DESTINATION_TRANSACTION, REFUND_IN_PROGRESS, COMPLETED, REFUNDED) */
      bridge_substatus?: string
      /** @description Cross-chain: the payout on the destination chain, or the refund on the source chain */
      bridge_receiving_tx_hash?: string
      confirmed_at: string | null
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
    }
    SwapList: {
      swaps: components['schemas']['Swap'][]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
    SwapOverview: {
      period: string
      /** Format: int64 */
      total_swaps: number
      /** Format: int64 */
      dex_swaps: number
      /** Format: int64 */
      bridge_swaps: number
      /** Format: int64 */
      pending_swaps: number
      /** Format: int64 */
      confirmed_swaps: number
      /** Format: int64 */
      failed_swaps: number
      /** Format: int64 */
      unique_customers: number
      top_from_chains: {
        chain: string
        /** Format: int64 */
        count: number
      }[]
    }
    SwapQuote: {
      from_chain: string
      to_chain: string
      from_token: string
      to_token: string
      /** @description Base units (empty while not known) */
      from_amount: string
      /** @description Base units (empty while not known) */
      to_amount_expected: string
      /** @description Base units (empty while not known) */
      to_amount_min: string
      /** @description Base units (empty while not known) */
      platform_fee: string
      estimated_seconds: number
      /**
       * Format: int64
       * @description Unix seconds; the on-chain deadline of a swap executed with it
       */
      expires_at: number
      source: 'chain' | 'hub_prices' | 'bridge'
    }
    SwapSubmitted: {
      tx_hash: string
      /** @constant */
      status: 'pending'
      /** @description The approve of a token input (absent for a native input). */
      approve_tx_hash?: string
    }
    SwapVolume: {
      /** Format: int64 */
      period_days: number
      chart: {
        date: string
        /** Format: int64 */
        total_swaps: number
        /** Format: int64 */
        dex_swaps: number
        /** Format: int64 */
        bridge_swaps: number
      }[]
    }
    TeamInvitation: {
      id: string
      email: string
      role: 'admin' | 'member'
      permissions: string[]
      invited_by: string
      status: 'pending' | 'accepted' | 'revoked' | 'expired'
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      expires_at: string
    }
    TeamInvitationList: {
      invitations: components['schemas']['TeamInvitation'][]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
    TeamMember: {
      id: string
      email: string
      first_name: string
      last_name: string
      role: 'owner' | 'admin' | 'member'
      permissions: string[]
      two_factor_enabled: boolean
      /** Format: date-time */
      created_at: string
    }
    TeamMemberList: {
      members: components['schemas']['TeamMember'][]
      /** Format: int64 */
      total: number
    }
    TransferSigningKey: {
      /** @description The k= of X-Transfer-Signature */
      id: string
      status: 'active' | 'revoked'
      is_test_mode: boolean
      /** Format: date-time */
      created_at: string
      /**
       * Format: date-time
       * @description Absent while active
       */
      revoked_at?: string
      /**
       * Format: date-time
       * @description When a request it signed last passed; absent before
       */
      last_used_at?: string
    }
    TransferSigningKeyList: {
      keys: components['schemas']['TransferSigningKey'][]
    }
    TreasuryAddresses: {
      is_test_mode: boolean
      addresses: {
        network: string
        /** @description Index 0 of the business wallet: sweeps arrive here, gas top-ups leave from here */
        address: string
        native_currency: string
      }[]
    }
    VasMargins: {
      /** @description The merchant’s margin per category (fixed 0 when none is set); merchant_markup on quotes and orders */
      margins: {
        category: 'giftcard' | 'airtime' | 'data' | 'bill'
        type: 'percent' | 'fixed'
        value: string
      }[]
    }
    VasOrder: {
      reference: string
      category: 'giftcard' | 'airtime' | 'data' | 'bill'
      /** @description processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released) */
      status: 'processing' | 'successful' | 'failed'
      /** @description BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED */
      failure_code?: string
      failure_message?: string
      /**
       * Format: int64
       * @description Gift card product, or airtime operator
       */
      product_id: number
      product_name: string
      country_code: string
      unit_price: string
      /** Format: int64 */
      quantity: number
      /** @description The balance currency debited */
      currency: 'USDT' | 'USDC'
      merchant_price: string
      merchant_markup: string
      customer_price: string
      customer_id?: string
      recipient_email?: string
      recipient_phone?: string
      /** @description The bill’s subscriber account */
      account_number?: string
      sender_name?: string
      /** Format: int64 */
      provider_transaction_id?: number
      /** @description Only in the order answer and GET /vas/orders/{reference}; never in a webhook */
      redeem_codes?: components['schemas']['RedeemCode'][]
      is_test_mode: boolean
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
    }
    VasOrderList: {
      orders: components['schemas']['VasOrder'][]
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
      /** Format: int64 */
      total: number
    }
    VirtualAccount: {
      id: string
      /** @description GBP: the 8-digit account number; EUR: the IBAN; null while pending */
      account_number: string | null
      /** @description GBP: the 6-digit sort code; null for EUR and while pending */
      sort_code: string | null
      /** @description The IBAN (GBP accounts have one too); absent while pending */
      iban?: string
      /** @description The BIC of the account’s bank; absent while pending */
      bic?: string
      /** @description null while pending */
      bank_name: string | null
      currency: 'GBP' | 'EUR'
      /** @description active receives payments; pending: not yet confirmed by the bank; frozen: held by an operator; closed: final */
      status: 'pending' | 'active' | 'frozen' | 'closed'
      /** @description Why it is frozen or closed */
      status_reason?: string
      customer_reference: string
      customer_name: string
      /** @description True outside production: the banking partner is the sandbox */
      is_test_mode: boolean
      /** Format: date-time */
      created_at: string
    }
    VirtualAccountList: {
      accounts: components['schemas']['VirtualAccount'][]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
    Wallet: {
      customer_id: string
      /** Format: int64 */
      wallet_id: number
      /** Format: date-time */
      created_at: string
    }
    WalletAddress: {
      /** Format: int64 */
      id: number
      address: string
      network: string
      /** Format: int64 */
      address_index: number
      derivation_path: string
      is_testnet: boolean
      monitored: boolean
      /** @description Integer in base units */
      total_received: string
      total_received_decimal: string
      balances: {
        currency: string
        /** @description Integer in base units */
        amount: string
        amount_decimal: string
      }[]
      /** @description chain or ledger (refresh=true) */
      balances_source?: string
    }
    WalletAddressList: {
      customer_id: string
      addresses: components['schemas']['WalletAddress'][]
      /** Format: int64 */
      total: number
    }
    WalletAddressSearch: {
      addresses: {
        customer_id: string
        /** Format: int64 */
        wallet_id: number
        /** Format: int64 */
        id: number
        address: string
        network: string
        /** Format: int64 */
        address_index: number
        derivation_path: string
        is_testnet: boolean
        monitored: boolean
        /** @description Integer in base units */
        total_received: string
        total_received_decimal: string
        balances: {
          currency: string
          /** @description Integer in base units */
          amount: string
          amount_decimal: string
        }[]
      }[]
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
      /** Format: int64 */
      total: number
    }
    WalletCreated: {
      customer_id: string
      /** Format: int64 */
      wallet_id: number
      /** Format: date-time */
      created_at: string
      /** @description Shown once */
      mnemonic: string[]
    }
    WalletFeeConfig: {
      fee_percent: string
      is_enabled: boolean
      fee_addresses: {
        [key: string]: string
      }
    }
    WalletFeeEarnings: {
      total_fees_by_currency: {
        currency: string
        network: string
        /** @description Integer in base units */
        total_amount: string
        total_amount_decimal: string
        /** Format: int64 */
        count: number
      }[]
      recent_fees: {
        customer_id: string
        network: string
        currency: string
        /** @description Integer in base units */
        amount?: string
        amount_decimal?: string
        fee_percent: string
        fee_address: string
        fee_tx_hash: string
        transfer_tx_hash: string
        /** Format: date-time */
        collected_at: string
      }[]
      /** Format: int64 */
      total_transfers: number
    }
    WalletList: {
      customers: components['schemas']['Wallet'][]
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
      /** Format: int64 */
      total: number
    }
    WalletPrivateKey: {
      address: string
      private_key: string
      network: string
      /** Format: int64 */
      index: number
      derivation_path: string
    }
    WalletSeed: {
      customer_id: string
      mnemonic: string[]
      /** Format: int64 */
      word_count: number
    }
    WalletTransaction: {
      /** Format: int64 */
      id: number
      tx_hash: string
      network: string
      currency: string
      type: 'send' | 'receive'
      from_address: string
      to_address: string
      /** @description Integer in base units */
      amount: string
      amount_decimal: string
      /** @description Integer in base units */
      gas_fee: string
      gas_fee_decimal: string
      gas_currency: string
      status: string
      /** Format: int64 */
      confirmations: number
      /** Format: int64 */
      block_number?: number
      /** Format: date-time */
      timestamp: string
      platform_fee?: {
        /** @description Integer in base units */
        amount?: string
        amount_decimal?: string
        fee_percent: string
        fee_address: string
        status: string
        tx_hash?: string
      }
    }
    WalletTransactionList: {
      customer_id: string
      transactions: components['schemas']['WalletTransaction'][]
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
      /** Format: int64 */
      total: number
    }
    WalletTransfer: {
      /** Format: int64 */
      id: number
      tx_hash: string
      network: string
      currency: string
      /** @description Integer in base units */
      amount: string
      amount_decimal: string
      /** @description Integer in base units */
      gas_fee: string
      gas_fee_decimal: string
      gas_currency: string
      from_address: string
      to_address: string
      status: string
      platform_fee?: {
        /** @description Integer in base units */
        amount?: string
        amount_decimal?: string
        fee_percent: string
        fee_address: string
        status: string
      }
    }
    WebhookConfig: {
      url?: string
      webhook_url?: string
      events: string[]
      is_active: boolean
      wallet_webhook_enabled: boolean
      /** Format: int64 */
      secret_version?: number
      dispatching: boolean
      /** @description plan or not_configured; absent while dispatching */
      dispatching_reason?: string
      /** Format: date-time */
      created_at?: string
      /** Format: date-time */
      updated_at?: string
    }
    WebhookDeliveryList: {
      deliveries: {
        id: string
        event_id: string
        endpoint_id: string
        event: string
        /** @description The URL this delivery is for: every attempt and redelivery goes there only */
        url?: string
        status: string
        skip_reason?: string
        /** Format: int64 */
        attempts: number
        /** Format: int64 */
        last_status_code?: number
        last_error?: string
        /** Format: date-time */
        created_at: string
        /** Format: date-time */
        delivered_at?: string
        /** Format: date-time */
        next_attempt_at?: string
        history: {
          /** Format: int64 */
          attempt: number
          /** Format: date-time */
          at: string
          /** Format: int64 */
          status_code?: number
          /** Format: int64 */
          duration_ms: number
          error?: string
        }[]
      }[]
      /** Format: int64 */
      total: number
      /** Format: int64 */
      page: number
      /** Format: int64 */
      limit: number
    }
  }
  responses: {
    /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates) */
    InvalidString: {
      headers: {
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'INVALID_STRING'
        }
      }
    }
    /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field */
    InvalidInput: {
      headers: {
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'INVALID_STRING' | 'VALIDATION_FAILED'
        }
      }
    }
    /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string */
    InvalidBody: {
      headers: {
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER'
        }
      }
    }
    /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token) */
    Unauthorized: {
      headers: {
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'UNAUTHORIZED'
        }
      }
    }
    /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs */
    Forbidden: {
      headers: {
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'FORBIDDEN'
        }
      }
    }
    /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions) */
    MethodNotFound: {
      headers: {
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'METHOD_NOT_FOUND'
        }
      }
    }
    /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header */
    RateLimited: {
      headers: {
        /** @description Seconds to wait before retrying */
        'Retry-After'?: string
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'RATE_LIMITED'
        }
      }
    }
    /** @description `PAYLOAD_TOO_LARGE`: the request body is larger than the gateway accepts */
    PayloadTooLarge: {
      headers: {
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'PAYLOAD_TOO_LARGE'
        }
      }
    }
    /** @description `UNSUPPORTED_MEDIA_TYPE`: request bodies must be application/json */
    UnsupportedMediaType: {
      headers: {
        RateLimit: components['headers']['RateLimit']
        'RateLimit-Policy': components['headers']['RateLimit-Policy']
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'UNSUPPORTED_MEDIA_TYPE'
        }
      }
    }
    /** @description `INTERNAL_ERROR`: a fault on the platform’s side; the request id in the body finds it in the logs */
    InternalError: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'INTERNAL_ERROR'
        }
      }
    }
    /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header */
    Unavailable: {
      headers: {
        /** @description Seconds to wait before retrying */
        'Retry-After'?: string
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error'] & {
          /** @enum {unknown} */
          code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE'
        }
      }
    }
  }
  parameters: never
  requestBodies: never
  headers: {
    /**
     * @description What is left of each limit this request counted against: `"api";r=<remaining>;t=<seconds until the window has room>`, one item per policy (draft-ietf-httpapi-ratelimit-headers)
     * @example "api";r=99;t=1
     */
    RateLimit: string
    /**
     * @description The limits this request counted against: `"<policy>";q=<requests>;w=<window seconds>` — `api` per merchant and environment (or member), `public` per client address, `market` per merchant across nodes (docs/rate-limits.md)
     * @example "api";q=100;w=1
     */
    'RateLimit-Policy': string
  }
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  'auth.register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string
          password: string
          business_name: string
          account_type: 'business' | 'individual'
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            user_id: string
            business_id: string
            access_token: string
            refresh_token: string
            /**
             * Format: int64
             * @description Seconds until the access token expires
             */
            expires_in: number
          }
        }
      }
      400: components['responses']['InvalidBody']
      404: components['responses']['MethodNotFound']
      /** @description `EMAIL_TAKEN`: an account with this email already exists; `CLAIM_LOST`: another sign-up claimed this email at the same moment */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'EMAIL_TAKEN' | 'CLAIM_LOST'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'auth.login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string
          password: string
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AuthTokens']
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `INVALID_CREDENTIALS`: email or password is wrong; `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_CREDENTIALS' | 'OTP_REQUIRED' | 'INVALID_OTP'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'auth.refresh': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          refresh_token: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            access_token: string
            refresh_token: string
            /**
             * Format: int64
             * @description Seconds until the access token expires
             */
            expires_in: number
            /** @constant */
            token_type: 'Bearer'
          }
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `INVALID_REFRESH_TOKEN`: the refresh token is unknown, expired or already rotated */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_REFRESH_TOKEN'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'auth.twoFactor.status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            enabled: boolean
            verified: boolean
          }
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'auth.twoFactor.setup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            secret: string
            qr_code_url: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      /** @description `2FA_ALREADY_ENABLED`: 2FA is already enabled */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: '2FA_ALREADY_ENABLED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'auth.twoFactor.enable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            enabled: boolean
            message: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `2FA_NOT_SET_UP`: 2FA has not been set up; call setup first */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | '2FA_NOT_SET_UP'
          }
        }
      }
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'auth.twoFactor.disable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            enabled: boolean
            message: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `2FA_NOT_ENABLED`: 2FA is not enabled */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | '2FA_NOT_ENABLED'
          }
        }
      }
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'apiKeys.list': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ApiKeyList']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'apiKeys.create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name: string
          environment: 'test' | 'live'
          product: 'payments' | 'caas'
          permissions?: string[]
          /** @description Create a legacy key without prefix (environment then follows toggle-sandbox) */
          legacy?: boolean
          /** @description A current TOTP code: required for a key holding a money permission when you have 2FA or the team requires it */
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ApiKeyCreated']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `UNKNOWN_PERMISSION`: a permission in the request does not exist */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'UNKNOWN_PERMISSION'
          }
        }
      }
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PERMISSION_NOT_HELD`: a member can grant only permissions they hold; `OWNER_ONLY_PERMISSION`: only the owner can grant this permission; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PERMISSION_NOT_HELD' | 'OWNER_ONLY_PERMISSION' | '2FA_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      /** @description `KEY_EXISTS`: the API key id is already used */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'KEY_EXISTS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'apiKeys.rotate': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description A current TOTP code: required to rotate a key holding a money permission when you have 2FA or the team requires it */
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ApiKeyCreated']
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PERMISSION_NOT_HELD`: a member can grant only permissions they hold; `OWNER_ONLY_PERMISSION`: only the owner can grant this permission; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code; `NOT_KEY_CREATOR`: only the key’s creator or the owner can rotate it */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PERMISSION_NOT_HELD' | 'OWNER_ONLY_PERMISSION' | '2FA_REQUIRED' | 'NOT_KEY_CREATOR'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `KEY_NOT_FOUND`: no such API key */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'KEY_NOT_FOUND'
          }
        }
      }
      /** @description `KEY_REVOKED`: the API key was revoked */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'KEY_REVOKED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'apiKeys.revoke': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ApiKey']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PERMISSION_NOT_HELD`: a member can grant only permissions they hold; `OWNER_ONLY_PERMISSION`: only the owner can grant this permission */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PERMISSION_NOT_HELD' | 'OWNER_ONLY_PERMISSION'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `KEY_NOT_FOUND`: no such API key */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'KEY_NOT_FOUND'
          }
        }
      }
      /** @description `KEY_REVOKED`: the API key was revoked */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'KEY_REVOKED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'apiKeys.toggleSandbox': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          id: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ApiKey']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `NOT_LEGACY_KEY`: the key is not a legacy key, so there is nothing to migrate */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'NOT_LEGACY_KEY'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PERMISSION_NOT_HELD`: a member can grant only permissions they hold; `OWNER_ONLY_PERMISSION`: only the owner can grant this permission */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PERMISSION_NOT_HELD' | 'OWNER_ONLY_PERMISSION'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `KEY_NOT_FOUND`: no such API key */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'KEY_NOT_FOUND'
          }
        }
      }
      /** @description `KEY_REVOKED`: the API key was revoked */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'KEY_REVOKED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'subscription.current': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Subscription']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_NOT_FOUND`: no such business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'subscription.plans': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PlanList']
        }
      }
      400: components['responses']['InvalidString']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'subscription.upgrade': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          plan: 'starter' | 'professional' | 'business' | 'enterprise'
          duration: 'monthly' | 'annual'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
            plan: 'starter' | 'professional' | 'business' | 'enterprise'
            status: 'active' | 'cancelled' | 'expired'
            /** Format: date-time */
            expiry: string
            invoice?: components['schemas']['PlanInvoice']
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `PLAN_NOT_PURCHASABLE`: the plan is priced by agreement and set by an administrator; it cannot be bought or upgraded to online */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'PLAN_NOT_PURCHASABLE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `PLAN_PAYMENT_REQUIRED`: this upgrade cannot run unpaid: pay the overdue plan invoice, or buy the plan with the subscription crypto checkout */
      402: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PLAN_PAYMENT_REQUIRED'
          }
        }
      }
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_NOT_FOUND`: no such business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.rolesPermissions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            roles: {
              owner: string[]
              admin: string[]
              member: string[]
            }
            permissions: string[]
            catalogue: {
              name: string
              product: 'payments' | 'caas' | 'dashboard'
              kind: 'read' | 'operate' | 'money'
              /** @description Held by a key of its product created without a permissions list */
              in_default_key: boolean
              owner_only: boolean
              gates: string
            }[]
          }
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.list': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TeamMemberList']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.listInvites': {
    parameters: {
      query?: {
        status?: 'pending' | 'accepted' | 'revoked' | 'expired'
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TeamInvitationList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.invite': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string
          role: 'admin' | 'member'
          permissions?: string[]
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            email: string
            role: 'admin' | 'member'
            permissions: string[]
            invited_by: string
            status: 'pending' | 'accepted' | 'revoked' | 'expired'
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            expires_at: string
            message: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `UNKNOWN_PERMISSION`: a permission in the request does not exist */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'UNKNOWN_PERMISSION'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PERMISSION_NOT_HELD`: a member can grant only permissions they hold; `OWNER_ONLY_PERMISSION`: only the owner can grant this permission */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PERMISSION_NOT_HELD' | 'OWNER_ONLY_PERMISSION'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      /** @description `INVITE_EXISTS`: an invitation for this email is already pending */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVITE_EXISTS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.revokeInvite': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TeamInvitation']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PERMISSION_NOT_HELD`: a member can grant only permissions they hold */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PERMISSION_NOT_HELD'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `INVITE_NOT_FOUND`: no such invitation; `INVITE_INVALID`: the invitation is unknown, used or expired */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'INVITE_NOT_FOUND' | 'INVITE_INVALID'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.verifyInviteToken': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            valid: true
            email: string
            role: 'admin' | 'member'
            business_name: string
            /** Format: date-time */
            expires_at: string
          }
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `INVITE_INVALID`: the invitation is unknown, used or expired */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'INVITE_INVALID'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.verifyInvite': {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            valid: true
            email: string
            role: 'admin' | 'member'
            business_name: string
            /** Format: date-time */
            expires_at: string
          }
        }
      }
      400: components['responses']['InvalidInput']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `INVITE_INVALID`: the invitation is unknown, used or expired */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'INVITE_INVALID'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          first_name: string
          last_name: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            user_id: string
            business_id: string
            role: 'owner' | 'admin' | 'member'
            access_token: string
            refresh_token: string
            /**
             * Format: int64
             * @description Seconds until the access token expires
             */
            expires_in: number
          }
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `INVITE_INVALID`: the invitation is unknown, used or expired */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'INVITE_INVALID'
          }
        }
      }
      /** @description `EMAIL_TAKEN`: an account with this email already exists */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'EMAIL_TAKEN'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.setPermissions': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          permissions: string[]
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TeamMember']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `UNKNOWN_PERMISSION`: a permission in the request does not exist */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'UNKNOWN_PERMISSION'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PERMISSION_NOT_HELD`: a member can grant only permissions they hold; `OWNER_ONLY_PERMISSION`: only the owner can grant this permission; `OWNER_IMMUTABLE`: the owner’s role and membership cannot be changed; `CANNOT_CHANGE_SELF`: a member cannot change their own permissions */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PERMISSION_NOT_HELD' | 'OWNER_ONLY_PERMISSION' | 'OWNER_IMMUTABLE' | 'CANNOT_CHANGE_SELF'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `MEMBER_NOT_FOUND`: no such team member */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'MEMBER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.remove': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            /** @constant */
            removed: true
            /**
             * Format: int64
             * @description API keys the member created, revoked with its removal
             */
            keys_revoked: number
            /**
             * Format: int64
             * @description Pending invitations the member sent, revoked with its removal
             */
            invitations_revoked: number
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `CANNOT_REMOVE_SELF`: a member cannot remove themselves */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'CANNOT_REMOVE_SELF'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PERMISSION_NOT_HELD`: a member can grant only permissions they hold; `OWNER_IMMUTABLE`: the owner’s role and membership cannot be changed */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PERMISSION_NOT_HELD' | 'OWNER_IMMUTABLE'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `MEMBER_NOT_FOUND`: no such team member */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'MEMBER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.securityPolicy': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Every member needs 2FA and a current code (otp_code) to create or rotate keys that move money, change settlement accounts or the payments webhook */
            require_2fa: boolean
            /** @description The user who last changed it; absent if never set */
            changed_by?: string
            /** Format: date-time */
            changed_at?: string
          }
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'team.setSecurityPolicy': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          require_2fa: boolean
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Every member needs 2FA and a current code (otp_code) to create or rotate keys that move money, change settlement accounts or the payments webhook */
            require_2fa: boolean
            /** @description The user who last changed it; absent if never set */
            changed_by?: string
            /** Format: date-time */
            changed_at?: string
          }
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | '2FA_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'audit.list': {
    parameters: {
      query?: {
        limit?: number
        /** @description The next_cursor of the previous page */
        before?: string
        /** @description What was done (docs/audit-log.md lists each action and the changes it records) */
        action?:
          | 'api_key.created'
          | 'api_key.rotated'
          | 'api_key.revoked'
          | 'member.invited'
          | 'member.permissions_changed'
          | 'member.removed'
          | 'invitation.accepted'
          | 'invitation.revoked'
          | 'refund.created'
          | 'wallet.seed_revealed'
          | 'wallet.key_exported'
          | 'webhook.configured'
          | 'webhook.deleted'
          | 'settlement_account.added'
          | 'settlement_account.updated'
          | 'settlement_account.removed'
          | 'wallet_fees.changed'
          | 'plan.changed'
          | 'team_security.changed'
          | 'caas_user.adopted'
          | 'caas_user.linked'
          | 'caas_user.phone_changed'
          | 'virtual_account.created'
          | 'virtual_account.frozen'
          | 'virtual_account.unfrozen'
          | 'virtual_account.closed'
          | 'bank_payment.assigned'
          | 'bank_payment.returned'
          | 'signing_key.issued'
          | 'signing_key.revoked'
          | 'remittance.created'
          | 'otc.order_created'
          | 'otc.order_resolved'
          | 'otc_form.reviewed'
          | 'fraud_alert.resolved'
          | 'fraud_rule.changed'
        /** @description Entries by this user or key */
        actor_id?: string
        /** @description Entries about this key, member, session… */
        target_id?: string
        /** @description Entries at or after this time */
        from?: string
        /** @description Entries before this time */
        to?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AuditLogPage']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'admin.setKyc': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          status: 'approved' | 'rejected' | 'pending'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            business_id: string
            kyc_status: 'pending' | 'approved' | 'rejected'
          }
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_NOT_FOUND`: no such business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'admin.getSubscription': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            business_id: string
            plan: {
              name: 'starter' | 'professional' | 'business' | 'enterprise'
              duration: 'monthly' | 'annual'
              status: 'active' | 'cancelled' | 'expired'
              /** Format: date-time */
              expiry: string
            }
            limits: {
              /**
               * Format: int64
               * @description -1 means unlimited
               */
              max_wallet_addresses: number
              /**
               * Format: int64
               * @description -1 means unlimited
               */
              max_transactions_per_month: number
              market_data: boolean
            }
            features: {
              webhooks: boolean
              sms: boolean
              priority_processing: boolean
              custom_branding: boolean
              multi_user: boolean
              white_label: boolean
            }
            usage: {
              /** Format: int64 */
              wallet_addresses_used: number
              /** Format: int64 */
              transactions_this_month: number
            }
            invoice?: components['schemas']['PlanInvoice']
            /** Format: date-time */
            started_at: string
            raw_status: 'active' | 'cancelled' | 'expired'
          }
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_NOT_FOUND`: no such business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'admin.setSubscription': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          plan: 'starter' | 'professional' | 'business' | 'enterprise'
          duration: 'monthly' | 'annual'
          status?: 'active' | 'cancelled' | 'expired'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            business_id: string
            plan: {
              name: 'starter' | 'professional' | 'business' | 'enterprise'
              duration: 'monthly' | 'annual'
              status: 'active' | 'cancelled' | 'expired'
              /** Format: date-time */
              expiry: string
            }
            limits: {
              /**
               * Format: int64
               * @description -1 means unlimited
               */
              max_wallet_addresses: number
              /**
               * Format: int64
               * @description -1 means unlimited
               */
              max_transactions_per_month: number
              market_data: boolean
            }
            features: {
              webhooks: boolean
              sms: boolean
              priority_processing: boolean
              custom_branding: boolean
              multi_user: boolean
              white_label: boolean
            }
            usage: {
              /** Format: int64 */
              wallet_addresses_used: number
              /** Format: int64 */
              transactions_this_month: number
            }
            invoice?: components['schemas']['PlanInvoice']
          }
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_NOT_FOUND`: no such business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'admin.setOtcAccess': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          approved: boolean
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            business_id: string
            otc_access: boolean
          }
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_NOT_FOUND`: no such business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.payments.get': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WebhookConfig']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.payments.configure': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://shop.example.org/webhooks/payments",
         *       "events": [
         *         "payment.confirmed",
         *         "payment.failed"
         *       ]
         *     }
         */
        'application/json':
          | {
              /** @description HTTPS URL (http and loopback allowed outside production) */
              url: string
              events?: string[]
              wallet_webhook_enabled?: boolean
              /** @description Required to change the URL when you have 2FA or the team requires it (401 OTP_REQUIRED) */
              otp_code?: string
            }
          | {
              /** @description HTTPS URL (http and loopback allowed outside production) */
              webhook_url: string
              /** @default false */
              wallet_webhook_enabled?: boolean
              events?: string[]
              /** @description Required to change the URL when you have 2FA or the team requires it (401 OTP_REQUIRED) */
              otp_code?: string
            }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "url": "https://shop.example.org/webhooks/payments",
           *       "events": [
           *         "payment.confirmed",
           *         "payment.failed"
           *       ],
           *       "is_active": true,
           *       "wallet_webhook_enabled": false,
           *       "secret_version": 1,
           *       "dispatching": true,
           *       "webhook_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "message": "Webhook configured. Store the secret now: it is not shown again."
           *     }
           */
          'application/json': {
            url?: string
            webhook_url?: string
            events: string[]
            is_active: boolean
            wallet_webhook_enabled: boolean
            /** Format: int64 */
            secret_version?: number
            dispatching: boolean
            /** @description plan or not_configured; absent while dispatching */
            dispatching_reason?: string
            /** Format: date-time */
            created_at?: string
            /** Format: date-time */
            updated_at?: string
            webhook_secret?: string
            message: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_WEBHOOK_URL`: the webhook URL is not a valid absolute URL with an allowed scheme (https in production); `WEBHOOK_TARGET_NOT_ALLOWED`: the webhook URL points at a private or reserved address */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_WEBHOOK_URL'
              | 'WEBHOOK_TARGET_NOT_ALLOWED'
          }
        }
      }
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | '2FA_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.payments.rotate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            webhook_secret: string
            message: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `ENDPOINT_NOT_FOUND`: no such webhook endpoint of this business and product (a CaaS id on the CaaS routes only) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'ENDPOINT_NOT_FOUND'
          }
        }
      }
      /** @description `ENDPOINT_DEACTIVATED`: the webhook endpoint is deactivated: configure the payments webhook again (POST /api/v1/settings/webhook); a deleted CaaS dashboard webhook stays deleted, register a new one */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ENDPOINT_DEACTIVATED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.payments.test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PLAN_FEATURE_UNAVAILABLE`: the business’s plan does not include this feature */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PLAN_FEATURE_UNAVAILABLE'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `ENDPOINT_NOT_FOUND`: no such webhook endpoint of this business and product (a CaaS id on the CaaS routes only) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'ENDPOINT_NOT_FOUND'
          }
        }
      }
      /** @description `ENDPOINT_DEACTIVATED`: the webhook endpoint is deactivated: configure the payments webhook again (POST /api/v1/settings/webhook); a deleted CaaS dashboard webhook stays deleted, register a new one */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ENDPOINT_DEACTIVATED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.payments.deliveries': {
    parameters: {
      query?: {
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WebhookDeliveryList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.redeliver': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            status: string
            message: string
          }
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PLAN_FEATURE_UNAVAILABLE`: the business’s plan does not include this feature */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PLAN_FEATURE_UNAVAILABLE'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `DELIVERY_NOT_REDELIVERABLE`: no such delivery, or it is still pending */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'DELIVERY_NOT_REDELIVERABLE'
          }
        }
      }
      /** @description `WEBHOOK_URL_CHANGED`: the webhook URL changed since this delivery was first attempted: past events are not sent to a new URL, nothing was sent */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'WEBHOOK_URL_CHANGED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.caas.list': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            webhooks: components['schemas']['CaasWebhook'][]
            /** Format: int64 */
            total: number
          }
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.caas.create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description HTTPS URL (http and loopback allowed outside production) */
          url: string
          secret: string
          events?: string[]
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasWebhook']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_WEBHOOK_URL`: the webhook URL is not a valid absolute URL with an allowed scheme (https in production); `WEBHOOK_TARGET_NOT_ALLOWED`: the webhook URL points at a private or reserved address */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_WEBHOOK_URL'
              | 'WEBHOOK_TARGET_NOT_ALLOWED'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.caas.logs': {
    parameters: {
      query?: {
        page?: number
        limit?: number
        /** @description Deliveries to this endpoint only */
        endpoint_id?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WebhookDeliveryList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'webhooks.caas.deactivate': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasWebhook']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `ENDPOINT_NOT_FOUND`: no such webhook endpoint of this business and product (a CaaS id on the CaaS routes only) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'ENDPOINT_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'sandbox.deposit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          network: string
          currency: string
          address: string
          /** @description Human decimal, e.g. "25.5" */
          amount: string
          /** @description fail: detected, then never confirmed */
          simulate?: 'confirm' | 'fail'
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            tx_hash: string
            network: string
            currency: string
            address: string
            /** @description Human decimal */
            amount: string
            amount_base_units: string
            status: 'detected' | 'confirmed' | 'failed'
            /** Format: int64 */
            confirmations: number
            /** Format: date-time */
            detected_at: string
            /**
             * Format: date-time
             * @description Absent until the transfer is confirmed
             */
            confirmed_at?: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_NETWORK`: the network is unknown or not offered here; `INVALID_CURRENCY`: the currency is unknown on the network; `INVALID_ADDRESS`: not a valid address on the network; `INVALID_AMOUNT`: the amount is not a positive decimal string in range */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_NETWORK'
              | 'INVALID_CURRENCY'
              | 'INVALID_ADDRESS'
              | 'INVALID_AMOUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `SANDBOX_ONLY`: this operation needs a test key; `SANDBOX_ADDRESS_NOT_YOURS`: the sandbox credits only addresses the platform issued to the key’s merchant */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SANDBOX_ONLY' | 'SANDBOX_ADDRESS_NOT_YOURS'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.create': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": "24.50",
         *       "currency": "USD",
         *       "reference": "order-1042",
         *       "customer_email": "ada@example.org",
         *       "callback_url": "https://shop.example.org/orders/1042",
         *       "metadata": {
         *         "cart": "1042"
         *       }
         *     }
         */
        'application/json': {
          /** @description Must be a positive decimal number (e.g. 24.50), as a JSON number or a string */
          amount: number | string
          currency: string
          reference?: string
          description?: string
          /** Format: email */
          customer_email?: string
          customer_name?: string
          /**
           * Format: http-url
           * @description Must be an http or https URL of at most 2048 characters
           */
          callback_url?: string
          payment_method?: string
          metadata?: {
            [key: string]: unknown
          }
          /**
           * Format: int32
           * @description Overrides the merchant default (30 unless changed in settings)
           */
          expires_in_minutes?: number
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "session_id": "9b2f6a7e-3c1d-4e8f-a5b6-0c7d8e9f1a2b",
           *       "payment_url": "https://pay.example.org/checkout/9b2f6a7e-3c1d-4e8f-a5b6-0c7d8e9f1a2b",
           *       "amount": 24.5,
           *       "currency": "USD",
           *       "status": "pending",
           *       "expires_at": "2026-01-01T00:30:00.000Z"
           *     }
           */
          'application/json': components['schemas']['CheckoutSessionCreated']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_CURRENCY`: the currency is unknown on the network; `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `UNSUPPORTED_PAYMENT_METHOD`: the payment method is not supported; `METADATA_TOO_LARGE`: the metadata serialises to more bytes than allowed */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_CURRENCY'
              | 'INVALID_AMOUNT'
              | 'UNSUPPORTED_PAYMENT_METHOD'
              | 'METADATA_TOO_LARGE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `SUBSCRIPTION_EXPIRED`: the business’s plan has expired, or its upgrade invoice is unpaid past the grace period; renew or pay it; `TRANSACTION_LIMIT_EXCEEDED`: the plan’s monthly transaction limit is reached */
      402: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SUBSCRIPTION_EXPIRED' | 'TRANSACTION_LIMIT_EXCEEDED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first; `BUSINESS_ACCOUNT_REQUIRED`: this needs a business account */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED' | 'BUSINESS_ACCOUNT_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.verify': {
    parameters: {
      query?: never
      header?: never
      path: {
        sessionId: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "session_id": "9b2f6a7e-3c1d-4e8f-a5b6-0c7d8e9f1a2b",
           *       "reference": "order-1042",
           *       "amount": 24.5,
           *       "currency": "USD",
           *       "status": "paid",
           *       "payment_method": "crypto",
           *       "expires_at": "2026-01-01T00:30:00.000Z",
           *       "callback_url": "https://shop.example.org/orders/1042",
           *       "paid_at": "2026-01-01T00:12:41.000Z"
           *     }
           */
          'application/json': components['schemas']['CheckoutVerification']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SESSION_NOT_FOUND`: no such checkout session */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SESSION_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.list': {
    parameters: {
      query?: {
        status?: 'pending' | 'paid' | 'expired' | 'failed'
        payment_method?: string
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CheckoutSessionList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.addresses': {
    parameters: {
      query?: {
        network?: string
        currency?: 'USDT' | 'USDC'
        search?: string
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CheckoutAddressList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.stats': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CheckoutStats']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'refunds.list': {
    parameters: {
      query?: {
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RefundList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'refunds.create': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          session_id: string
          reason: string
          /** @description Must be a positive decimal number (e.g. 24.50), as a JSON number or a string */
          amount?: number | string
          /** @description Where to send; defaults to the payer on account-based chains */
          refund_address?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Refund']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `NOT_REFUNDABLE`: only a paid session can be refunded, and not beyond a full refund; `REFUND_EXCEEDS_REMAINING`: the refund is larger than what is left to refund; `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `INVALID_REFUND_ADDRESS`: the refund address is not valid on the session’s network */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'NOT_REFUNDABLE'
              | 'REFUND_EXCEEDS_REMAINING'
              | 'INVALID_AMOUNT'
              | 'INVALID_REFUND_ADDRESS'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `REFUND_ADDRESS_NOT_PERMITTED`: refunding to an address other than the payer’s needs checkout:refund_address */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'REFUND_ADDRESS_NOT_PERMITTED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SESSION_NOT_FOUND`: no such checkout session */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SESSION_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `BUSINESS_WALLET_REQUIRED`: generate the business wallet first */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'BUSINESS_WALLET_REQUIRED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'refunds.get': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Refund']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `REFUND_NOT_FOUND`: no such refund */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'REFUND_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.public': {
    parameters: {
      query?: never
      header?: never
      path: {
        uuid: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PublicCheckoutSession']
        }
      }
      400: components['responses']['InvalidInput']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SESSION_NOT_FOUND`: no such checkout session */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SESSION_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.select': {
    parameters: {
      query?: never
      header?: never
      path: {
        uuid: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          network: string
          currency: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CheckoutNetworkSelection']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_NETWORK`: the network is unknown or not offered here; `INVALID_CURRENCY`: the currency is unknown on the network; `CURRENCY_NOT_AVAILABLE`: the currency is not offered for this session */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_NETWORK'
              | 'INVALID_CURRENCY'
              | 'CURRENCY_NOT_AVAILABLE'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SESSION_NOT_FOUND`: no such checkout session */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SESSION_NOT_FOUND'
          }
        }
      }
      /** @description `SESSION_CLOSED`: the session is paid, failed or cancelled */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SESSION_CLOSED'
          }
        }
      }
      /** @description `SESSION_EXPIRED`: the session expired before it was paid */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SESSION_EXPIRED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'checkout.verifyNow': {
    parameters: {
      query?: never
      header?: never
      path: {
        uuid: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CheckoutChainVerification']
        }
      }
      400: components['responses']['InvalidInput']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SESSION_NOT_FOUND`: no such checkout session */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SESSION_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.page': {
    parameters: {
      query?: never
      header?: never
      path: {
        uuid: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            session_id: string
            view: 'choose' | 'waiting' | 'detected' | 'partial' | 'paid' | 'overpaid' | 'paid_late' | 'expired' | 'failed'
            final: boolean
            status: 'pending' | 'paid' | 'expired' | 'failed'
            exception: 'none' | 'partial' | 'overpaid' | 'paid_late'
            amount: string
            currency: string
            description?: string
            reference?: string
            /** Format: date-time */
            expires_at: string
            /** Format: date-time */
            server_time: string
            /** Format: date-time */
            paid_at?: string
            is_test_mode: boolean
            return_url?: string
            payment_options: {
              network: string
              currency: string
            }[]
            selection?: {
              network: string
              currency: string
              address: string
              amount_crypto: string
              paid_amount: string
              remaining_amount: string
              excess_amount?: string
              payment_uri?: string
              /** @description data-URI PNG */
              qr_code?: string
              remaining_uri?: string
              /** @description data-URI PNG */
              remaining_qr_code?: string
            }
            payments: {
              tx_hash: string
              network: string
              currency: string
              amount: string
              status: 'detected' | 'confirmed' | 'failed' | 'reversed'
              settlement: 'depth' | 'time'
              /** Format: int64 */
              confirmations: number
              /** Format: int64 */
              confirmations_required?: number
              late: boolean
              explorer_url?: string
              /** Format: date-time */
              detected_at: string
              /** Format: date-time */
              settled_at?: string
            }[]
          }
        }
      }
      400: components['responses']['InvalidInput']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SESSION_NOT_FOUND`: no such checkout session */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SESSION_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.payPage': {
    parameters: {
      query?: never
      header?: never
      path: {
        uuid: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      400: components['responses']['InvalidInput']
      /** @description HTTP 404 */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'checkout.payPageLogo': {
    parameters: {
      query?: {
        v?: string
      }
      header?: never
      path: {
        uuid: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'image/png': string
        }
      }
      400: components['responses']['InvalidInput']
      /** @description `SESSION_NOT_FOUND`: no such checkout session; `LOGO_NOT_FOUND`: the session’s merchant shows no logo (none set, or the plan has no custom_branding) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SESSION_NOT_FOUND' | 'LOGO_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settings.wallet.generate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
            wallet: {
              /** Format: date-time */
              created_at: string
              addresses: {
                network: string
                address: string
                derivation_path: string
                testnet_address: string
                testnet_derivation_path: string
              }[]
              /** Format: int64 */
              sessions_derived: number
              /** Format: int64 */
              session_ttl_minutes: number
            }
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      /** @description `WALLET_EXISTS`: the wallet already exists */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'WALLET_EXISTS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settings.wallet.get': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            wallet: {
              /** Format: date-time */
              created_at: string
              addresses: {
                network: string
                address: string
                derivation_path: string
                testnet_address: string
                testnet_derivation_path: string
              }[]
              /** Format: int64 */
              sessions_derived: number
              /** Format: int64 */
              session_ttl_minutes: number
            }
          }
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_WALLET_NOT_FOUND`: the business has no business wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_WALLET_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settings.wallet.address': {
    parameters: {
      query?: never
      header?: never
      path: {
        network: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            network: string
            address: string
            derivation_path: string
            testnet_address: string
            testnet_derivation_path: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_NETWORK`: the network is unknown or not offered here */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_NETWORK'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_WALLET_NOT_FOUND`: the business has no business wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_WALLET_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settings.wallet.seed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          otp_code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            mnemonic: string[]
            /** Format: int64 */
            word_count: number
          }
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED' | '2FA_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `BUSINESS_WALLET_NOT_FOUND`: the business has no business wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'BUSINESS_WALLET_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settings.checkout.get': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** Format: int64 */
            session_ttl_minutes: number
          }
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settings.checkout.update': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** Format: int32 */
          session_ttl_minutes: number
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** Format: int64 */
            session_ttl_minutes: number
          }
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settlement.list': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            accounts: components['schemas']['SettlementAccount'][]
          }
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settlement.create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          account_name: string
          account_number: string
          sort_code: string
          bank_name: string
          currency: string
          country: string
          /** @description Required when you have 2FA or the team requires it (401 OTP_REQUIRED) */
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SettlementAccount']
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | '2FA_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      /** @description `SETTLEMENT_ACCOUNT_LIMIT`: the business has as many settlement accounts as allowed */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SETTLEMENT_ACCOUNT_LIMIT'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settlement.update': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          account_name?: string
          account_number?: string
          sort_code?: string
          bank_name?: string
          currency?: string
          country?: string
          /** @description Required when you have 2FA or the team requires it (401 OTP_REQUIRED) */
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SettlementAccount']
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | '2FA_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SETTLEMENT_ACCOUNT_NOT_FOUND`: no such settlement account */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SETTLEMENT_ACCOUNT_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settlement.delete': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Required when you have 2FA or the team requires it (401 OTP_REQUIRED) */
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | '2FA_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SETTLEMENT_ACCOUNT_NOT_FOUND`: no such settlement account */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SETTLEMENT_ACCOUNT_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'subscription.cryptoCheckout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          plan: 'starter' | 'professional' | 'business' | 'enterprise'
          duration?: 'monthly' | 'annual'
          network?: string
          currency?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            address?: string
            network?: string
            amount_crypto?: string
            /** @description data-URI PNG */
            qr_code?: string
            payment_uri?: string
            /** Format: date-time */
            expires_at: string
            price_usd?: string
            session_id: string
            payment_url: string
            /** @description Fiat amount, from the exact minor units */
            amount: number
            currency: string
            status: 'pending' | 'paid' | 'expired' | 'failed'
            crypto_currency?: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `PLAN_NOT_PURCHASABLE`: the plan is priced by agreement and set by an administrator; it cannot be bought or upgraded to online; `INVALID_REQUEST`: the request is inconsistent (see `error`); `INVALID_NETWORK`: the network is unknown or not offered here; `INVALID_CURRENCY`: the currency is unknown on the network; `CURRENCY_NOT_AVAILABLE`: the currency is not offered for this session */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'PLAN_NOT_PURCHASABLE'
              | 'INVALID_REQUEST'
              | 'INVALID_NETWORK'
              | 'INVALID_CURRENCY'
              | 'CURRENCY_NOT_AVAILABLE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `FX_UNAVAILABLE`: no exchange rate for the fiat currency */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FX_UNAVAILABLE'
          }
        }
      }
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later; `PRICE_UNAVAILABLE`: no current market price for the currency; retry shortly */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE' | 'PRICE_UNAVAILABLE'
          }
        }
      }
    }
  }
  'settings.branding.get': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The plan includes custom_branding: the page shows these settings */
            custom_branding: boolean
            /** @description The plan includes white_label: the page does not name the platform */
            white_label: boolean
            display_name?: string
            accent_color?: string
            logo_content_type?: string
            /** Format: int64 */
            logo_bytes?: number
            /** Format: date-time */
            updated_at?: string
          }
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'settings.branding.update': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Shown instead of the business name; "" removes it */
          display_name?: string
          /** @description #rrggbb; "" removes it */
          accent_color?: string
          /** @description PNG or JPEG, base64 or a data URI, at most 131072 bytes and 1024 px a side; "" removes it */
          logo?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The plan includes custom_branding: the page shows these settings */
            custom_branding: boolean
            /** @description The plan includes white_label: the page does not name the platform */
            white_label: boolean
            display_name?: string
            accent_color?: string
            logo_content_type?: string
            /** Format: int64 */
            logo_bytes?: number
            /** Format: date-time */
            updated_at?: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_LOGO`: the logo is not a PNG or JPEG within the size limits (see `error`) */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_LOGO'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `PLAN_FEATURE_UNAVAILABLE`: the business’s plan does not include this feature */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'PLAN_FEATURE_UNAVAILABLE'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'balance.get': {
    parameters: {
      query?: {
        /** @description USDT, USDC, GBP, EUR, USD or NGN */
        currency?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Balance']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_CURRENCY`: the currency is unknown on the network */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_CURRENCY'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'balance.entries': {
    parameters: {
      query?: {
        /** @description USDT, USDC, GBP, EUR, USD or NGN */
        currency?: string
        /** @description credit or debit */
        direction?: string
        /** @description Entries created at or after this instant (RFC 3339) */
        from?: string
        /** @description Entries created before this instant (RFC 3339) */
        to?: string
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BalanceEntryList']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_CURRENCY`: the currency is unknown on the network; `INVALID_REQUEST`: the request is inconsistent (see `error`) */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_CURRENCY' | 'INVALID_REQUEST'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'balance.topUpAddresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BalanceTopUpAddresses']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'balance.dashboardGet': {
    parameters: {
      query?: {
        /** @description USDT, USDC, GBP, EUR, USD or NGN */
        currency?: string
        /** @description Whose money: test or live */
        environment?: 'test' | 'live'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Balance']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_CURRENCY`: the currency is unknown on the network */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_CURRENCY'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'balance.dashboardEntries': {
    parameters: {
      query?: {
        /** @description USDT, USDC, GBP, EUR, USD or NGN */
        currency?: string
        /** @description credit or debit */
        direction?: string
        /** @description Entries created at or after this instant (RFC 3339) */
        from?: string
        /** @description Entries created before this instant (RFC 3339) */
        to?: string
        page?: number
        limit?: number
        /** @description Whose money: test or live */
        environment?: 'test' | 'live'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BalanceEntryList']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_CURRENCY`: the currency is unknown on the network; `INVALID_REQUEST`: the request is inconsistent (see `error`) */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_CURRENCY' | 'INVALID_REQUEST'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'treasury.addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TreasuryAddresses']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      /** @description `BUSINESS_WALLET_REQUIRED`: generate the business wallet first */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'BUSINESS_WALLET_REQUIRED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'admin.treasury.sweep': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Test (sandbox) or live money
           * @default live
           */
          environment?: 'test' | 'live'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            moves: {
              /** @description Also the chain send id and the ledger transfer id */
              id: string
              purpose: 'sweep' | 'gas' | 'refund'
              business_id: string
              is_test_mode: boolean
              network: string
              currency: string
              from_class: string
              from_address: string
              to_class: string
              to_address: string
              /** @description Integer in the currency's base units on its network */
              amount: string
              status: 'recorded' | 'submitted' | 'confirmed' | 'failed'
              tx_hash?: string
              /** @description Integer in the currency's base units on its network */
              network_fee?: string
              failure_reason?: string
              /** @description Its ledger transfers are in */
              booked: boolean
              /** @description The session, balance or move it is for */
              serves: string
              /** Format: date-time */
              created_at: string
            }[]
          }
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'admin.treasury.moves': {
    parameters: {
      query?: {
        /** @description Test (sandbox) or live money */
        environment?: 'test' | 'live'
        business_id?: string
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            moves: {
              /** @description Also the chain send id and the ledger transfer id */
              id: string
              purpose: 'sweep' | 'gas' | 'refund'
              business_id: string
              is_test_mode: boolean
              network: string
              currency: string
              from_class: string
              from_address: string
              to_class: string
              to_address: string
              /** @description Integer in the currency's base units on its network */
              amount: string
              status: 'recorded' | 'submitted' | 'confirmed' | 'failed'
              tx_hash?: string
              /** @description Integer in the currency's base units on its network */
              network_fee?: string
              failure_reason?: string
              /** @description Its ledger transfers are in */
              booked: boolean
              /** @description The session, balance or move it is for */
              serves: string
              /** Format: date-time */
              created_at: string
            }[]
          }
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'admin.treasury.reconciliation': {
    parameters: {
      query?: {
        /** @description Test (sandbox) or live money */
        environment?: 'test' | 'live'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            environment: 'test' | 'live'
            /** Format: date-time */
            checked_at: string
            /**
             * Format: int64
             * @description Rows whose chain and ledger disagree or whose chain could not be read
             */
            differences: number
            accounts: {
              account_id: string
              address_class: 'session' | 'treasury' | 'topup'
              network: string
              currency: string
              /**
               * Format: int64
               * @description Addresses of this class on this network, summed on the chain side
               */
              addresses: number
              /** @description Integer in the currency's base units on its network */
              ledger_balance: string
              /** @description Integer in the currency's base units on its network */
              chain_balance?: string
              /** @description chain minus ledger */
              difference?: string
              status: 'ok' | 'difference' | 'unreadable'
              error?: string
            }[]
          }
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.listCustomers': {
    parameters: {
      query?: {
        page?: number
        limit?: number
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.createCustomer': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer_id": "cust_1042",
         *       "word_count": 12
         *     }
         */
        'application/json': {
          customer_id: string
          /** @description 12 (default) or 24 */
          word_count?: unknown
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "customer_id": "cust_1042",
           *       "wallet_id": 17,
           *       "created_at": "2026-01-01T00:00:00.000Z",
           *       "mnemonic": [
           *         "legal",
           *         "winner",
           *         "thank",
           *         "year",
           *         "wave",
           *         "sausage",
           *         "worth",
           *         "useful",
           *         "legal",
           *         "winner",
           *         "thank",
           *         "yellow"
           *       ]
           *     }
           */
          'application/json': components['schemas']['WalletCreated']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_WORD_COUNT`: a mnemonic has 12 or 24 words */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_WORD_COUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `SUBSCRIPTION_EXPIRED`: the business’s plan has expired, or its upgrade invoice is unpaid past the grace period; renew or pay it */
      402: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SUBSCRIPTION_EXPIRED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `MNEMONIC_NOT_REPLAYED`: a replayed create returns the mnemonic only to the key that created the wallet, or with wallet:reveal_seed; `WALLET_LIMIT_EXCEEDED`: the plan’s wallet limit is reached */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'MNEMONIC_NOT_REPLAYED' | 'WALLET_LIMIT_EXCEEDED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `WALLET_EXISTS`: the wallet already exists */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'WALLET_EXISTS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      /** @description `INTERNAL_ERROR`: a fault on the platform’s side; the request id in the body finds it in the logs; `WALLET_CREATION_FAILED`: the wallet could not be created */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INTERNAL_ERROR' | 'WALLET_CREATION_FAILED'
          }
        }
      }
      503: components['responses']['Unavailable']
    }
  }
  'wallets.createCustomer.alias': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer_id": "cust_1042",
         *       "word_count": 12
         *     }
         */
        'application/json': {
          customer_id: string
          /** @description 12 (default) or 24 */
          word_count?: unknown
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "customer_id": "cust_1042",
           *       "wallet_id": 17,
           *       "created_at": "2026-01-01T00:00:00.000Z",
           *       "mnemonic": [
           *         "legal",
           *         "winner",
           *         "thank",
           *         "year",
           *         "wave",
           *         "sausage",
           *         "worth",
           *         "useful",
           *         "legal",
           *         "winner",
           *         "thank",
           *         "yellow"
           *       ]
           *     }
           */
          'application/json': components['schemas']['WalletCreated']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_WORD_COUNT`: a mnemonic has 12 or 24 words */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_WORD_COUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `SUBSCRIPTION_EXPIRED`: the business’s plan has expired, or its upgrade invoice is unpaid past the grace period; renew or pay it */
      402: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SUBSCRIPTION_EXPIRED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `MNEMONIC_NOT_REPLAYED`: a replayed create returns the mnemonic only to the key that created the wallet, or with wallet:reveal_seed; `WALLET_LIMIT_EXCEEDED`: the plan’s wallet limit is reached */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'MNEMONIC_NOT_REPLAYED' | 'WALLET_LIMIT_EXCEEDED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `WALLET_EXISTS`: the wallet already exists */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'WALLET_EXISTS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      /** @description `INTERNAL_ERROR`: a fault on the platform’s side; the request id in the body finds it in the logs; `WALLET_CREATION_FAILED`: the wallet could not be created */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INTERNAL_ERROR' | 'WALLET_CREATION_FAILED'
          }
        }
      }
      503: components['responses']['Unavailable']
    }
  }
  'wallets.derive': {
    parameters: {
      query?: never
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "network": "ETH",
         *       "index": 0,
         *       "is_testnet": true,
         *       "enable_monitoring": true
         *     }
         */
        'application/json': {
          /** @description BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP */
          network: string
          /**
           * Format: int32
           * @default 0
           */
          index?: number
          /** @default false */
          is_testnet?: boolean
          /** @default false */
          enable_monitoring?: boolean
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "customer_id": "cust_1042",
           *       "network": "ETH",
           *       "address": "0x58A57ed9d8d624cBD12e2C467D34787555bB1b25",
           *       "index": 0,
           *       "derivation_path": "m/44'/60'/0'/0/0",
           *       "is_testnet": true,
           *       "monitored": true
           *     }
           */
          'application/json': components['schemas']['DerivedAddress']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_NETWORK`: the network is unknown or not offered here */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_NETWORK'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `SUBSCRIPTION_EXPIRED`: the business’s plan has expired, or its upgrade invoice is unpaid past the grace period; renew or pay it */
      402: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SUBSCRIPTION_EXPIRED'
          }
        }
      }
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `WALLET_NOT_FOUND`: no such wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'WALLET_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.addresses': {
    parameters: {
      query?: {
        refresh?: boolean
      }
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletAddressList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `WALLET_NOT_FOUND`: no such wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'WALLET_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'wallets.searchAddresses': {
    parameters: {
      query?: {
        page?: number
        limit?: number
        network?: string
        currency?: string
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletAddressSearch']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_NETWORK`: the network is unknown or not offered here; `INVALID_CURRENCY`: the currency is unknown on the network */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_NETWORK' | 'INVALID_CURRENCY'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.transfer': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "network": "ETH",
         *       "currency": "USDT",
         *       "to_address": "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
         *       "amount": "25.5",
         *       "index": 0
         *     }
         */
        'application/json': {
          /** @description BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP */
          network: string
          currency: string
          to_address: string
          /** @description A decimal such as "1.5" (converted with the currency's decimals) or an integer in base units */
          amount: string
          /**
           * Format: int32
           * @default 0
           */
          index?: number
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": 3,
           *       "tx_hash": "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060",
           *       "network": "ETH",
           *       "currency": "USDT",
           *       "amount": "25500000",
           *       "amount_decimal": "25.5",
           *       "gas_fee": "42000000000000",
           *       "gas_fee_decimal": "0.000042",
           *       "gas_currency": "ETH",
           *       "from_address": "0x58A57ed9d8d624cBD12e2C467D34787555bB1b25",
           *       "to_address": "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
           *       "status": "submitted"
           *     }
           */
          'application/json': components['schemas']['WalletTransfer']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_NETWORK`: the network is unknown or not offered here; `INVALID_CURRENCY`: the currency is unknown on the network; `INVALID_ADDRESS`: not a valid address on the network; `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `CURRENCY_UNAVAILABLE`: the currency has no contract configured on this network */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_NETWORK'
              | 'INVALID_CURRENCY'
              | 'INVALID_ADDRESS'
              | 'INVALID_AMOUNT'
              | 'CURRENCY_UNAVAILABLE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `SUBSCRIPTION_EXPIRED`: the business’s plan has expired, or its upgrade invoice is unpaid past the grace period; renew or pay it */
      402: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SUBSCRIPTION_EXPIRED'
          }
        }
      }
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `WALLET_NOT_FOUND`: no such wallet; `ADDRESS_NOT_FOUND`: no such address in the wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'WALLET_NOT_FOUND' | 'ADDRESS_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `TRANSFER_IN_PROGRESS`: a transfer with this Idempotency-Key is still being sent */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'TRANSFER_IN_PROGRESS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      /** @description `INTERNAL_ERROR`: a fault on the platform’s side; the request id in the body finds it in the logs; `INSUFFICIENT_FUNDS`: the wallet cannot pay the amount and its network fee (500 as the spec has it) */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INTERNAL_ERROR' | 'INSUFFICIENT_FUNDS'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'wallets.estimateGas': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP */
          network: string
          currency: string
          from_address: string
          to_address: string
          /** @description A decimal such as "1.5" (converted with the currency's decimals) or an integer in base units */
          amount: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['GasEstimate']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `UNSUPPORTED_NETWORK`: the operation is not offered on this network (gas estimates: EVM networks only); `CURRENCY_UNAVAILABLE`: the currency has no contract configured on this network; `ESTIMATE_FAILED`: the node could not estimate this transfer; `INVALID_NETWORK`: the network is unknown or not offered here; `INVALID_CURRENCY`: the currency is unknown on the network; `INVALID_ADDRESS`: not a valid address on the network; `INVALID_AMOUNT`: the amount is not a positive decimal string in range */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'UNSUPPORTED_NETWORK'
              | 'CURRENCY_UNAVAILABLE'
              | 'ESTIMATE_FAILED'
              | 'INVALID_NETWORK'
              | 'INVALID_CURRENCY'
              | 'INVALID_ADDRESS'
              | 'INVALID_AMOUNT'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'wallets.getFees': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletFeeConfig']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.setFees': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          fee_percent: string
          is_enabled: boolean
          fee_addresses?: {
            [key: string]: string
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletFeeConfig']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_FEE_PERCENT`: the fee is not a decimal between 0 and 0.5; `INVALID_NETWORK`: the network is unknown or not offered here; `INVALID_ADDRESS`: not a valid address on the network */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_FEE_PERCENT'
              | 'INVALID_NETWORK'
              | 'INVALID_ADDRESS'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.setFeeAddresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          addresses: {
            [key: string]: string
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            fee_percent: string
            is_enabled: boolean
            fee_addresses: {
              [key: string]: string
            }
            message: string
          }
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_NETWORK`: the network is unknown or not offered here; `INVALID_ADDRESS`: not a valid address on the network */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_NETWORK'
              | 'INVALID_ADDRESS'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.earnings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletFeeEarnings']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.transactions': {
    parameters: {
      query?: {
        page?: number
        limit?: number
        network?: string
        currency?: string
        status?: 'pending' | 'confirmed' | 'failed'
      }
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletTransactionList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `WALLET_NOT_FOUND`: no such wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'WALLET_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      /** @description `INTERNAL_ERROR`: a fault on the platform’s side; the request id in the body finds it in the logs; `TRANSACTIONS_FETCH_FAILED`: the wallet’s transactions could not be read */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INTERNAL_ERROR' | 'TRANSACTIONS_FETCH_FAILED'
          }
        }
      }
      503: components['responses']['Unavailable']
    }
  }
  'wallets.seed': {
    parameters: {
      query?: never
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletSeed']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `WALLET_NOT_FOUND`: no such wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'WALLET_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'wallets.exportKey': {
    parameters: {
      query?: never
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP */
          network: string
          /**
           * Format: int32
           * @default 0
           */
          index?: number
          is_testnet?: boolean
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WalletPrivateKey']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_NETWORK`: the network is unknown or not offered here */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_NETWORK'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `WALLET_NOT_FOUND`: no such wallet */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'WALLET_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'swap.quote': {
    parameters: {
      query?: {
        from_chain?: string
        to_chain?: string
        from_token?: string
        to_token?: string
        amount_in?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SwapQuote']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `SWAP_INVALID_REQUEST`: the swap request is invalid; `error` holds the spec’s message; `SWAP_UNAVAILABLE`: no route for this swap: no pool, no bridge route for a cross-chain pair, or a network without swaps */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'SWAP_INVALID_REQUEST' | 'SWAP_UNAVAILABLE'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'swap.analyticsOverview': {
    parameters: {
      query?: {
        days?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SwapOverview']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'swap.analyticsTransactions': {
    parameters: {
      query?: {
        page?: number
        limit?: number
        status?: 'pending' | 'confirmed' | 'failed'
        type?: 'dex' | 'bridge'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SwapList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'swap.analyticsVolume': {
    parameters: {
      query?: {
        days?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SwapVolume']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'swap.execute': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          from_chain?: string
          to_chain?: string
          from_token?: string
          to_token?: string
          amount_in?: string
          /** @description Default 1; use the quote’s to_amount_min */
          amount_out_min?: string
          /**
           * Format: int64
           * @description The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s
           */
          expires_at?: number
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SwapSubmitted']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `SWAP_INVALID_REQUEST`: the swap request is invalid; `error` holds the spec’s message; `SWAP_UNAVAILABLE`: no route for this swap: no pool, no bridge route for a cross-chain pair, or a network without swaps */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'SWAP_INVALID_REQUEST'
              | 'SWAP_UNAVAILABLE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `SWAP_IN_PROGRESS`: a swap under this Idempotency-Key has not sent its swap transaction yet; retry shortly */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'SWAP_IN_PROGRESS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      /** @description `INTERNAL_ERROR`: a fault on the platform’s side; the request id in the body finds it in the logs; `CUSTOMER_WALLET_NOT_FOUND`: the customer has no WaaS wallet or no address on the chain (500 as the spec has it); `SWAP_APPROVE_FAILED`: the approve of the input token was refused or reverted; `SWAP_TRANSACTION_FAILED`: the swap transaction would revert or was refused (balance, slippage, deadline) */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INTERNAL_ERROR' | 'CUSTOMER_WALLET_NOT_FOUND' | 'SWAP_APPROVE_FAILED' | 'SWAP_TRANSACTION_FAILED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'swap.execute.alias': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          from_chain?: string
          to_chain?: string
          from_token?: string
          to_token?: string
          amount_in?: string
          /** @description Default 1; use the quote’s to_amount_min */
          amount_out_min?: string
          /**
           * Format: int64
           * @description The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s
           */
          expires_at?: number
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SwapSubmitted']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `SWAP_INVALID_REQUEST`: the swap request is invalid; `error` holds the spec’s message; `SWAP_UNAVAILABLE`: no route for this swap: no pool, no bridge route for a cross-chain pair, or a network without swaps */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'SWAP_INVALID_REQUEST'
              | 'SWAP_UNAVAILABLE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `SWAP_IN_PROGRESS`: a swap under this Idempotency-Key has not sent its swap transaction yet; retry shortly */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'SWAP_IN_PROGRESS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      /** @description `INTERNAL_ERROR`: a fault on the platform’s side; the request id in the body finds it in the logs; `CUSTOMER_WALLET_NOT_FOUND`: the customer has no WaaS wallet or no address on the chain (500 as the spec has it); `SWAP_APPROVE_FAILED`: the approve of the input token was refused or reverted; `SWAP_TRANSACTION_FAILED`: the swap transaction would revert or was refused (balance, slippage, deadline) */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INTERNAL_ERROR' | 'CUSTOMER_WALLET_NOT_FOUND' | 'SWAP_APPROVE_FAILED' | 'SWAP_TRANSACTION_FAILED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'swap.history': {
    parameters: {
      query?: {
        page?: number
        limit?: number
      }
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SwapList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'swap.history.alias': {
    parameters: {
      query?: {
        page?: number
        limit?: number
      }
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SwapList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.users.provision': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasProvisionedUser']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_PHONE_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.balance': {
    parameters: {
      query: {
        /** @description International format, e.g. "+447911123456" */
        phone_number: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasUserBalance']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_PHONE_NUMBER`: not an E.164 phone number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_PHONE_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.link.request': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasLinkRequest']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_PHONE_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `ALREADY_LINKED`: the phone number is already linked */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ALREADY_LINKED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `LINK_REQUEST_TOO_SOON`: a code was sent moments ago; wait before asking again; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'LINK_REQUEST_TOO_SOON' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `SMS_NOT_CONFIGURED`: no SMS provider is configured for this environment; `SMS_UNAVAILABLE`: the SMS provider did not accept the message; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'SMS_NOT_CONFIGURED' | 'SMS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.link.confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description The six-digit code sent to the phone by SMS */
          code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasLinkedUser']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `INVALID_CODE`: the verification code is wrong; the message says how many attempts are left */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE_NUMBER'
              | 'INVALID_CODE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user; `LINK_NOT_REQUESTED`: no link was requested; request a code first */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND' | 'LINK_NOT_REQUESTED'
          }
        }
      }
      /** @description `ALREADY_LINKED`: the phone number is already linked; `PHONE_CHANGE_IN_PROGRESS`: a confirmed phone change is being completed; repeat its confirmation */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ALREADY_LINKED' | 'PHONE_CHANGE_IN_PROGRESS'
          }
        }
      }
      /** @description `LINK_EXPIRED`: the verification code expired; request a new one */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'LINK_EXPIRED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.users.phone.change': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description International format, e.g. "+447911123456" */
          new_phone_number: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasPhoneChangeRequest']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `SAME_PHONE_NUMBER`: the new phone number is the current one */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE_NUMBER'
              | 'SAME_PHONE_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `PHONE_NUMBER_IN_USE`: another user holds this phone number; `WALLET_SHARED`: the wallet is linked to more than one merchant, so its phone number cannot be changed; `PHONE_CHANGE_IN_PROGRESS`: a confirmed phone change is being completed; repeat its confirmation */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PHONE_NUMBER_IN_USE' | 'WALLET_SHARED' | 'PHONE_CHANGE_IN_PROGRESS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `PHONE_CHANGE_TOO_SOON`: a phone change code was sent moments ago; wait before asking again; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'PHONE_CHANGE_TOO_SOON' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `SMS_NOT_CONFIGURED`: no SMS provider is configured for this environment; `SMS_UNAVAILABLE`: the SMS provider did not accept the message; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'SMS_NOT_CONFIGURED' | 'SMS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.phone.change.confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description International format, e.g. "+447911123456" */
          new_phone_number: string
          /** @description The six-digit code sent to the phone by SMS */
          code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasPhoneChanged']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `SAME_PHONE_NUMBER`: the new phone number is the current one; `INVALID_CODE`: the verification code is wrong; the message says how many attempts are left */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE_NUMBER'
              | 'SAME_PHONE_NUMBER'
              | 'INVALID_CODE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user; `PHONE_CHANGE_NOT_REQUESTED`: no phone change to this number is pending for this merchant; request a code first */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND' | 'PHONE_CHANGE_NOT_REQUESTED'
          }
        }
      }
      /** @description `WALLET_SHARED`: the wallet is linked to more than one merchant, so its phone number cannot be changed; `PHONE_NUMBER_IN_USE`: another user holds this phone number */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'WALLET_SHARED' | 'PHONE_NUMBER_IN_USE'
          }
        }
      }
      /** @description `PHONE_CHANGE_EXPIRED`: the phone change code expired; request a new one */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PHONE_CHANGE_EXPIRED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.transfers.create': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          from_phone_number: string
          /** @description International format, e.g. "+447911123456" */
          to_phone_number: string
          /** @description Decimal string, at most 6 places, e.g. "12.5" */
          amount: string
          token?: string
          /** @description Or the Idempotency-Key header */
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasTransfer']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `UNSUPPORTED_TOKEN`: the token is not supported; `SAME_WALLET`: sender and recipient are the same wallet */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_PHONE_NUMBER'
              | 'INVALID_AMOUNT'
              | 'UNSUPPORTED_TOKEN'
              | 'SAME_WALLET'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `PHONE_NUMBER_MOVED`: the recipient’s wallet moved to another phone number; pay the new number */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'PHONE_NUMBER_MOVED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.transfers.get': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasTransfer']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `TRANSFER_NOT_FOUND`: no such transfer */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'TRANSFER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.swaps.create': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description Token contract address, or `native` (or empty) for the native coin */
          from_token: string
          /** @description Token contract address, or `native` (or empty) for the native coin */
          to_token: string
          /** @description Base units of from_token */
          amount_in: string
          /** @description Integer, base units of the token */
          amount_out_min?: string
          /**
           * Format: int64
           * @description The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s
           */
          expires_at?: number
          /** @description Or the Idempotency-Key header */
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasSwap']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `SWAP_INVALID_REQUEST`: the swap request is invalid; `error` holds the spec’s message; `SWAP_UNAVAILABLE`: no route for this swap: no pool, no bridge route for a cross-chain pair, or a network without swaps */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_PHONE_NUMBER'
              | 'SWAP_INVALID_REQUEST'
              | 'SWAP_UNAVAILABLE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.swaps.get': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasSwap']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SWAP_NOT_FOUND`: no such swap */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SWAP_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.sandbox.fund': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description Decimal string, at most 6 places, e.g. "12.5" */
          amount: string
          currency?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasSandboxFunding']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `UNSUPPORTED_TOKEN`: the token is not supported; `INVALID_AMOUNT`: the amount is not a positive decimal string in range */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE_NUMBER'
              | 'UNSUPPORTED_TOKEN'
              | 'INVALID_AMOUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `SANDBOX_ONLY`: this operation needs a test key; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'SANDBOX_ONLY' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.withdrawals.create': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+233241234567" */
          phone_number: string
          /** @description USDC to withdraw, decimal string, at most 6 places */
          amount: string
          /** @description Local currency paid out: one of CAAS_PAYOUT_RATES */
          currency: string
          /** @description The mobile-money number paid; default: the user’s own */
          payee_phone_number?: string
          /** @description Or the Idempotency-Key header */
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasWithdrawal']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `UNSUPPORTED_PAYOUT_CURRENCY`: withdrawals pay out only in the currencies of the platform’s payout rates (CAAS_PAYOUT_RATES); `INSUFFICIENT_USDC`: the user’s smart account holds less USDC than the withdrawal asks; nothing was recorded */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_PHONE_NUMBER'
              | 'INVALID_AMOUNT'
              | 'UNSUPPORTED_PAYOUT_CURRENCY'
              | 'INSUFFICIENT_USDC'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.withdrawals.get': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasWithdrawal']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `WITHDRAWAL_NOT_FOUND`: no such withdrawal (for this merchant and environment) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'WITHDRAWAL_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.deposits.create': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+233241234567" */
          phone_number: string
          /** @description Local fiat the user pays, decimal string */
          amount: string
          /** @description ISO 4217 code, e.g. "GHS" */
          currency: string
          /** @description Or the Idempotency-Key header */
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasDeposit']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `INVALID_AMOUNT`: the amount is not a positive decimal string in range */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_PHONE_NUMBER'
              | 'INVALID_AMOUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.deposits.get': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasDeposit']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `DEPOSIT_NOT_FOUND`: no such deposit (for this merchant and environment) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'DEPOSIT_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.sandbox.deposits.pay': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasDeposit']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `SANDBOX_ONLY`: this operation needs a test key; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'SANDBOX_ONLY' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `DEPOSIT_NOT_FOUND`: no such deposit (for this merchant and environment) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'DEPOSIT_NOT_FOUND'
          }
        }
      }
      /** @description `DEPOSIT_NOT_PENDING`: the deposit’s collection is not pending (not created yet, or already paid, failed or expired) */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'DEPOSIT_NOT_PENDING'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `SANDBOX_UNAVAILABLE`: the partner behind this sandbox call has no sandbox for it (a live partner) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'SANDBOX_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.provision.alias': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasProvisionedUser']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_PHONE_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.balance.alias': {
    parameters: {
      query: {
        /** @description International format, e.g. "+447911123456" */
        phone_number: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasUserBalance']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_PHONE_NUMBER`: not an E.164 phone number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_PHONE_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.link.request.alias': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasLinkRequest']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_PHONE_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `ALREADY_LINKED`: the phone number is already linked */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ALREADY_LINKED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `LINK_REQUEST_TOO_SOON`: a code was sent moments ago; wait before asking again; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'LINK_REQUEST_TOO_SOON' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `SMS_NOT_CONFIGURED`: no SMS provider is configured for this environment; `SMS_UNAVAILABLE`: the SMS provider did not accept the message; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'SMS_NOT_CONFIGURED' | 'SMS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.link.confirm.alias': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description The six-digit code sent to the phone by SMS */
          code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasLinkedUser']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `INVALID_CODE`: the verification code is wrong; the message says how many attempts are left */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE_NUMBER'
              | 'INVALID_CODE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user; `LINK_NOT_REQUESTED`: no link was requested; request a code first */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND' | 'LINK_NOT_REQUESTED'
          }
        }
      }
      /** @description `ALREADY_LINKED`: the phone number is already linked; `PHONE_CHANGE_IN_PROGRESS`: a confirmed phone change is being completed; repeat its confirmation */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ALREADY_LINKED' | 'PHONE_CHANGE_IN_PROGRESS'
          }
        }
      }
      /** @description `LINK_EXPIRED`: the verification code expired; request a new one */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'LINK_EXPIRED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.users.phone.change.alias': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description International format, e.g. "+447911123456" */
          new_phone_number: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasPhoneChangeRequest']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `SAME_PHONE_NUMBER`: the new phone number is the current one */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE_NUMBER'
              | 'SAME_PHONE_NUMBER'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `PHONE_NUMBER_IN_USE`: another user holds this phone number; `WALLET_SHARED`: the wallet is linked to more than one merchant, so its phone number cannot be changed; `PHONE_CHANGE_IN_PROGRESS`: a confirmed phone change is being completed; repeat its confirmation */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PHONE_NUMBER_IN_USE' | 'WALLET_SHARED' | 'PHONE_CHANGE_IN_PROGRESS'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `PHONE_CHANGE_TOO_SOON`: a phone change code was sent moments ago; wait before asking again; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'PHONE_CHANGE_TOO_SOON' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `SMS_NOT_CONFIGURED`: no SMS provider is configured for this environment; `SMS_UNAVAILABLE`: the SMS provider did not accept the message; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'SMS_NOT_CONFIGURED' | 'SMS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.users.phone.change.confirm.alias': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description International format, e.g. "+447911123456" */
          new_phone_number: string
          /** @description The six-digit code sent to the phone by SMS */
          code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasPhoneChanged']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `SAME_PHONE_NUMBER`: the new phone number is the current one; `INVALID_CODE`: the verification code is wrong; the message says how many attempts are left */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE_NUMBER'
              | 'SAME_PHONE_NUMBER'
              | 'INVALID_CODE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user; `PHONE_CHANGE_NOT_REQUESTED`: no phone change to this number is pending for this merchant; request a code first */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND' | 'PHONE_CHANGE_NOT_REQUESTED'
          }
        }
      }
      /** @description `WALLET_SHARED`: the wallet is linked to more than one merchant, so its phone number cannot be changed; `PHONE_NUMBER_IN_USE`: another user holds this phone number */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'WALLET_SHARED' | 'PHONE_NUMBER_IN_USE'
          }
        }
      }
      /** @description `PHONE_CHANGE_EXPIRED`: the phone change code expired; request a new one */
      410: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PHONE_CHANGE_EXPIRED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.transfers.create.alias': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          from_phone_number: string
          /** @description International format, e.g. "+447911123456" */
          to_phone_number: string
          /** @description Decimal string, at most 6 places, e.g. "12.5" */
          amount: string
          token?: string
          /** @description Or the Idempotency-Key header */
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasTransfer']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `UNSUPPORTED_TOKEN`: the token is not supported; `SAME_WALLET`: sender and recipient are the same wallet */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_PHONE_NUMBER'
              | 'INVALID_AMOUNT'
              | 'UNSUPPORTED_TOKEN'
              | 'SAME_WALLET'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `PHONE_NUMBER_MOVED`: the recipient’s wallet moved to another phone number; pay the new number */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'PHONE_NUMBER_MOVED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.transfers.get.alias': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasTransfer']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `TRANSFER_NOT_FOUND`: no such transfer */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'TRANSFER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.swaps.create.alias': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description Token contract address, or `native` (or empty) for the native coin */
          from_token: string
          /** @description Token contract address, or `native` (or empty) for the native coin */
          to_token: string
          /** @description Base units of from_token */
          amount_in: string
          /** @description Integer, base units of the token */
          amount_out_min?: string
          /**
           * Format: int64
           * @description The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s
           */
          expires_at?: number
          /** @description Or the Idempotency-Key header */
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasSwap']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `SWAP_INVALID_REQUEST`: the swap request is invalid; `error` holds the spec’s message; `SWAP_UNAVAILABLE`: no route for this swap: no pool, no bridge route for a cross-chain pair, or a network without swaps */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_PHONE_NUMBER'
              | 'SWAP_INVALID_REQUEST'
              | 'SWAP_UNAVAILABLE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.swaps.get.alias': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasSwap']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SWAP_NOT_FOUND`: no such swap */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SWAP_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.sandbox.fund.alias': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+447911123456" */
          phone_number: string
          /** @description Decimal string, at most 6 places, e.g. "12.5" */
          amount: string
          currency?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasSandboxFunding']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `UNSUPPORTED_TOKEN`: the token is not supported; `INVALID_AMOUNT`: the amount is not a positive decimal string in range */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE_NUMBER'
              | 'UNSUPPORTED_TOKEN'
              | 'INVALID_AMOUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `SANDBOX_ONLY`: this operation needs a test key; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'SANDBOX_ONLY' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.withdrawals.create.alias': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+233241234567" */
          phone_number: string
          /** @description USDC to withdraw, decimal string, at most 6 places */
          amount: string
          /** @description Local currency paid out: one of CAAS_PAYOUT_RATES */
          currency: string
          /** @description The mobile-money number paid; default: the user’s own */
          payee_phone_number?: string
          /** @description Or the Idempotency-Key header */
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasWithdrawal']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `UNSUPPORTED_PAYOUT_CURRENCY`: withdrawals pay out only in the currencies of the platform’s payout rates (CAAS_PAYOUT_RATES); `INSUFFICIENT_USDC`: the user’s smart account holds less USDC than the withdrawal asks; nothing was recorded */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_PHONE_NUMBER'
              | 'INVALID_AMOUNT'
              | 'UNSUPPORTED_PAYOUT_CURRENCY'
              | 'INSUFFICIENT_USDC'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `NETWORK_UNAVAILABLE`: the network has no live endpoint configured or it is unreachable; retry later; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'NETWORK_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.withdrawals.get.alias': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasWithdrawal']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `WITHDRAWAL_NOT_FOUND`: no such withdrawal (for this merchant and environment) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'WITHDRAWAL_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.deposits.create.alias': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, e.g. "+233241234567" */
          phone_number: string
          /** @description Local fiat the user pays, decimal string */
          amount: string
          /** @description ISO 4217 code, e.g. "GHS" */
          currency: string
          /** @description Or the Idempotency-Key header */
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description Success */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasDeposit']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `INVALID_PHONE_NUMBER`: not an E.164 phone number; `INVALID_AMOUNT`: the amount is not a positive decimal string in range */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'INVALID_PHONE_NUMBER'
              | 'INVALID_AMOUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `USER_NOT_FOUND`: no such user */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'USER_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.deposits.get.alias': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasDeposit']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `DEPOSIT_NOT_FOUND`: no such deposit (for this merchant and environment) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'DEPOSIT_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.sandbox.deposits.pay.alias': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasDeposit']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `SANDBOX_ONLY`: this operation needs a test key; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'SANDBOX_ONLY' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `DEPOSIT_NOT_FOUND`: no such deposit (for this merchant and environment) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'DEPOSIT_NOT_FOUND'
          }
        }
      }
      /** @description `DEPOSIT_NOT_PENDING`: the deposit’s collection is not pending (not created yet, or already paid, failed or expired) */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'DEPOSIT_NOT_PENDING'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `SANDBOX_UNAVAILABLE`: the partner behind this sandbox call has no sandbox for it (a live partner) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'SANDBOX_UNAVAILABLE'
          }
        }
      }
    }
  }
  'caas.treasury': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaasTreasury']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.partners.payout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PartnerCallbackReceipt']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'caas.partners.onramp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PartnerCallbackReceipt']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER'
          }
        }
      }
      /** @description `INVALID_SIGNATURE`: a partner notification’s or webhook’s signature does not verify; nothing was recorded */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_SIGNATURE'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'vas.giftcardOrder': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Idempotency key */
          reference: string
          /**
           * Format: int32
           * @description A gift card product (GET /api/v1/giftcards/products)
           */
          product_id: number
          /** @description In the product’s sender currency */
          unit_price: string
          /**
           * Format: int32
           * @default 1
           */
          quantity?: number
          customer_id?: string
          /** Format: email */
          recipient_email?: string
          sender_name?: string
          country_code?: string
          /** @description Which balance pays (default USDT) */
          currency?: 'USDT' | 'USDC'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasOrder']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_REQUEST`: the request is inconsistent (see `error`); `PRODUCT_NOT_FOUND`: no such gift card product (or it is not sold in USD); `INVALID_DENOMINATION`: the amount is not a denomination the product or operator sells; `BALANCE_TOO_LOW`: the merchant balance does not cover the order; nothing was attempted */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_REQUEST'
              | 'PRODUCT_NOT_FOUND'
              | 'INVALID_DENOMINATION'
              | 'BALANCE_TOO_LOW'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PROVIDER_FAILED`: the provider failed the order; the hold on the balance is released */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PROVIDER_FAILED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PROVIDER_FLOAT_EXHAUSTED`: the platform’s provider balance cannot cover the order; nothing bought, the merchant not charged; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PROVIDER_FLOAT_EXHAUSTED' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.getOrder': {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Idempotency key */
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasOrder']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `ORDER_NOT_FOUND`: no order with this reference for this merchant and environment */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'ORDER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'vas.getOrder.alias': {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Idempotency key */
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasOrder']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `ORDER_NOT_FOUND`: no order with this reference for this merchant and environment */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'ORDER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'vas.listOrders': {
    parameters: {
      query?: {
        status?: 'processing' | 'successful' | 'failed'
        category?: 'giftcard' | 'airtime' | 'data' | 'bill'
        customer_id?: string
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasOrderList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'vas.airtimeDetect': {
    parameters: {
      query: {
        /** @description International format, +countrycode… */
        phone: string
        country_code: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AirtimeOperator']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_PHONE`: the phone number is not a valid number of the country; `OPERATOR_NOT_FOUND`: no such mobile operator; `INVALID_DENOMINATION`: the amount is not a denomination the product or operator sells */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_PHONE' | 'OPERATOR_NOT_FOUND' | 'INVALID_DENOMINATION'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OPERATOR_NOT_DETECTED`: no operator found for this phone number */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OPERATOR_NOT_DETECTED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.airtimeQuote': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, +countrycode… */
          phone: string
          country_code: string
          /**
           * Format: int32
           * @description Detected from the phone when absent
           */
          operator_id?: number
          amount: string
          /** @description amount is in the recipient’s currency */
          use_local_amount?: boolean
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AirtimeQuote']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_PHONE`: the phone number is not a valid number of the country; `OPERATOR_NOT_FOUND`: no such mobile operator; `INVALID_DENOMINATION`: the amount is not a denomination the product or operator sells */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_PHONE'
              | 'OPERATOR_NOT_FOUND'
              | 'INVALID_DENOMINATION'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OPERATOR_NOT_DETECTED`: no operator found for this phone number */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OPERATOR_NOT_DETECTED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.airtimeOrder': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description International format, +countrycode… */
          phone: string
          country_code: string
          /**
           * Format: int32
           * @description Detected from the phone when absent
           */
          operator_id?: number
          amount: string
          /** @description amount is in the recipient’s currency */
          use_local_amount?: boolean
          /** @description Idempotency key */
          reference: string
          customer_id?: string
          /** @description Which balance pays (default USDT) */
          currency?: 'USDT' | 'USDC'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasOrder']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_REQUEST`: the request is inconsistent (see `error`); `PRODUCT_NOT_FOUND`: no such gift card product (or it is not sold in USD); `INVALID_DENOMINATION`: the amount is not a denomination the product or operator sells; `BALANCE_TOO_LOW`: the merchant balance does not cover the order; nothing was attempted; `INVALID_PHONE`: the phone number is not a valid number of the country; `OPERATOR_NOT_FOUND`: no such mobile operator */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_REQUEST'
              | 'PRODUCT_NOT_FOUND'
              | 'INVALID_DENOMINATION'
              | 'BALANCE_TOO_LOW'
              | 'INVALID_PHONE'
              | 'OPERATOR_NOT_FOUND'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OPERATOR_NOT_DETECTED`: no operator found for this phone number */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OPERATOR_NOT_DETECTED'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PROVIDER_FAILED`: the provider failed the order; the hold on the balance is released */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PROVIDER_FAILED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PROVIDER_FLOAT_EXHAUSTED`: the platform’s provider balance cannot cover the order; nothing bought, the merchant not charged; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PROVIDER_FLOAT_EXHAUSTED' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.getMargins': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasMargins']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'vas.setMargin': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          category: 'giftcard' | 'airtime' | 'data' | 'bill'
          /** @description percent of merchant_price, fixed per order (balance currency), or none (clears it) */
          type: 'percent' | 'fixed' | 'none'
          /** @description percent: 0-100, 2 places; fixed: up to 6 places */
          value?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasMargins']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_MARGIN`: a margin percent is 0 to 100 with at most 2 places; a fixed margin has at most 6 places */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_MARGIN'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'vas.dataBundles': {
    parameters: {
      query: {
        country_code: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DataBundles']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.dataOrder': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Idempotency key */
          reference: string
          /** @description International format, +countrycode… */
          phone: string
          country_code: string
          /**
           * Format: int32
           * @description A data bundle operator (GET /api/v1/data/bundles)
           */
          operator_id: number
          /** @description One of the operator’s bundle amounts */
          amount: string
          customer_id?: string
          currency?: 'USDT' | 'USDC'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasOrder']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_REQUEST`: the request is inconsistent (see `error`); `PRODUCT_NOT_FOUND`: no such gift card product (or it is not sold in USD); `INVALID_DENOMINATION`: the amount is not a denomination the product or operator sells; `BALANCE_TOO_LOW`: the merchant balance does not cover the order; nothing was attempted; `INVALID_PHONE`: the phone number is not a valid number of the country; `OPERATOR_NOT_FOUND`: no such mobile operator */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_REQUEST'
              | 'PRODUCT_NOT_FOUND'
              | 'INVALID_DENOMINATION'
              | 'BALANCE_TOO_LOW'
              | 'INVALID_PHONE'
              | 'OPERATOR_NOT_FOUND'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OPERATOR_NOT_DETECTED`: no operator found for this phone number */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OPERATOR_NOT_DETECTED'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PROVIDER_FAILED`: the provider failed the order; the hold on the balance is released */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PROVIDER_FAILED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PROVIDER_FLOAT_EXHAUSTED`: the platform’s provider balance cannot cover the order; nothing bought, the merchant not charged; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PROVIDER_FLOAT_EXHAUSTED' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.billers': {
    parameters: {
      query: {
        country_code: string
        type?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Billers']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.billOrder': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Idempotency key */
          reference: string
          /**
           * Format: int32
           * @description A biller (GET /api/v1/bills/billers)
           */
          biller_id: number
          /** @description The subscriber’s account or meter number */
          account_number: string
          /** @description In the biller’s international currency (USD) */
          amount: string
          customer_id?: string
          currency?: 'USDT' | 'USDC'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VasOrder']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_REQUEST`: the request is inconsistent (see `error`); `PRODUCT_NOT_FOUND`: no such gift card product (or it is not sold in USD); `INVALID_DENOMINATION`: the amount is not a denomination the product or operator sells; `BALANCE_TOO_LOW`: the merchant balance does not cover the order; nothing was attempted */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_REQUEST'
              | 'PRODUCT_NOT_FOUND'
              | 'INVALID_DENOMINATION'
              | 'BALANCE_TOO_LOW'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PROVIDER_FAILED`: the provider failed the order; the hold on the balance is released */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PROVIDER_FAILED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PROVIDER_FLOAT_EXHAUSTED`: the platform’s provider balance cannot cover the order; nothing bought, the merchant not charged; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PROVIDER_FLOAT_EXHAUSTED' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.giftcardCountries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['GiftCardCountries']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'vas.giftcardProducts': {
    parameters: {
      query?: {
        country_code?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['GiftCardProductList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `VAS_UNAVAILABLE`: no VAS provider is configured for this environment */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'VAS_UNAVAILABLE'
          }
        }
      }
    }
  }
  'va.create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description GBP or EUR */
          currency: string
          /** @description Yours: one account per reference and currency (the same again answers the existing account) */
          customer_reference: string
          customer_name: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VirtualAccount']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_CURRENCY`: the currency is unknown on the network */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_CURRENCY'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'va.list': {
    parameters: {
      query?: {
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VirtualAccountList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'va.get': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VirtualAccount']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `VIRTUAL_ACCOUNT_NOT_FOUND`: no such virtual account for this merchant */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'VIRTUAL_ACCOUNT_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'va.close': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          reason?: string
          /** @description Required when you have 2FA or the team requires it (401 OTP_REQUIRED): closing sends later payments back */
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VirtualAccount']
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | '2FA_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `VIRTUAL_ACCOUNT_NOT_FOUND`: no such virtual account for this merchant */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'VIRTUAL_ACCOUNT_NOT_FOUND'
          }
        }
      }
      /** @description `VIRTUAL_ACCOUNT_OPENING`: the banking partner has not confirmed the account yet; retry the create */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'VIRTUAL_ACCOUNT_OPENING'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'va.sandboxCredit': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description In the account’s currency, at most 2 decimals */
          amount: string
          payer_name?: string
          reference?: string
          scheme?: 'PI_FAST' | 'PI_BACS' | 'PI_SEPA_INST'
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SandboxBankCredit']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `VIRTUAL_ACCOUNT_NOT_FOUND`: no such virtual account for this merchant */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'VIRTUAL_ACCOUNT_NOT_FOUND'
          }
        }
      }
      /** @description `VIRTUAL_ACCOUNT_OPENING`: the banking partner has not confirmed the account yet; retry the create */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'VIRTUAL_ACCOUNT_OPENING'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'va.partnerNotification': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PartnerNotificationReceipt']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_NOTIFICATION`: the partner notification is not a well-formed payment */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_NOTIFICATION'
          }
        }
      }
      /** @description `INVALID_SIGNATURE`: a partner notification’s or webhook’s signature does not verify; nothing was recorded */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_SIGNATURE'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'va.suspense': {
    parameters: {
      query?: {
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BankPaymentList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'va.assign': {
    parameters: {
      query?: never
      header?: never
      path: {
        payment_id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          virtual_account_id: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BankPayment']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `PAYMENT_NOT_FOUND`: no such inbound bank payment; `VIRTUAL_ACCOUNT_NOT_FOUND`: no such virtual account for this merchant */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'PAYMENT_NOT_FOUND' | 'VIRTUAL_ACCOUNT_NOT_FOUND'
          }
        }
      }
      /** @description `PAYMENT_NOT_IN_SUSPENSE`: the payment is not in suspense: only a suspended payment is assigned or returned */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PAYMENT_NOT_IN_SUSPENSE'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'va.return': {
    parameters: {
      query?: never
      header?: never
      path: {
        payment_id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          reason: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BankPayment']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `PAYMENT_NOT_FOUND`: no such inbound bank payment */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'PAYMENT_NOT_FOUND'
          }
        }
      }
      /** @description `PAYMENT_NOT_IN_SUSPENSE`: the payment is not in suspense: only a suspended payment is assigned or returned */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PAYMENT_NOT_IN_SUSPENSE'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'va.freeze': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          reason: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VirtualAccount']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `VIRTUAL_ACCOUNT_NOT_FOUND`: no such virtual account for this merchant */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'VIRTUAL_ACCOUNT_NOT_FOUND'
          }
        }
      }
      /** @description `VIRTUAL_ACCOUNT_OPENING`: the banking partner has not confirmed the account yet; retry the create; `VIRTUAL_ACCOUNT_CLOSED`: the virtual account is closed; nothing changes it any more */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'VIRTUAL_ACCOUNT_OPENING' | 'VIRTUAL_ACCOUNT_CLOSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'va.unfreeze': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['VirtualAccount']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `VIRTUAL_ACCOUNT_NOT_FOUND`: no such virtual account for this merchant */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'VIRTUAL_ACCOUNT_NOT_FOUND'
          }
        }
      }
      /** @description `VIRTUAL_ACCOUNT_OPENING`: the banking partner has not confirmed the account yet; retry the create; `VIRTUAL_ACCOUNT_CLOSED`: the virtual account is closed; nothing changes it any more */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'VIRTUAL_ACCOUNT_OPENING' | 'VIRTUAL_ACCOUNT_CLOSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'remittance.quote': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Your business id: another business’s is refused 403 */
          business_id: string
          /** @description NGN or USD: a currency your balance holds */
          source_currency: string
          /** @description Decimal string in the source currency, at most 2 decimals */
          source_amount: string
          /** @description CNY, USD or GBP (the pairs of GET /rates) */
          dest_currency: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RemittanceQuote']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `UNSUPPORTED_CORRIDOR`: the platform does not send this currency pair (GET /api/v1/remittance/rates lists those it does); `INVALID_AMOUNT`: the amount is not a positive decimal string in range */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'UNSUPPORTED_CORRIDOR'
              | 'INVALID_AMOUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first; `BUSINESS_MISMATCH`: business_id names a business other than the one the credential acts for */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED' | 'BUSINESS_MISMATCH'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'remittance.transfer': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Your business id: another business’s is refused 403 */
          business_id: string
          /** @description NGN or USD: a currency your balance holds */
          source_currency: string
          /** @description Decimal string in the source currency, at most 2 decimals */
          source_amount: string
          /** @description CNY, USD or GBP (the pairs of GET /rates) */
          dest_currency: string
          recipient_name: string
          /** @description The recipient’s account number or IBAN */
          recipient_account: string
          recipient_bank: string
          /** Format: email */
          recipient_email: string
          /** @description ISO 3166-1 alpha-2 */
          recipient_country: string
          /** @description Shown to the recipient (35 characters: the longest most schemes carry) */
          reference: string
          /** @description Why the money is sent, e.g. "family_support", "invoice_payment" */
          purpose: string
          /** @description Use this quote’s rate (once, before it expires); without it the transfer is quoted now */
          quote_id?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RemittanceTransfer']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `UNSUPPORTED_CORRIDOR`: the platform does not send this currency pair (GET /api/v1/remittance/rates lists those it does); `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `QUOTE_MISMATCH`: the request’s currencies or amount differ from its quote’s; `BALANCE_TOO_LOW`: the merchant balance does not cover the order; nothing was attempted; `SIGNATURE_MALFORMED`: X-Transfer-Signature is missing or not t=,n=,k=,v1= as docs/remittance.md defines it; nothing moved */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'UNSUPPORTED_CORRIDOR'
              | 'INVALID_AMOUNT'
              | 'QUOTE_MISMATCH'
              | 'BALANCE_TOO_LOW'
              | 'SIGNATURE_MALFORMED'
          }
        }
      }
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `SIGNATURE_KEY_UNKNOWN`: k= names no active transfer signing key of this merchant in this environment; nothing moved; `SIGNATURE_EXPIRED`: the signature’s t= is more than 300 seconds from the platform’s clock: sign again; nothing moved; `SIGNATURE_MISMATCH`: no v1= is this request’s signature under an active signing key; nothing moved */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'SIGNATURE_KEY_UNKNOWN' | 'SIGNATURE_EXPIRED' | 'SIGNATURE_MISMATCH'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first; `BUSINESS_MISMATCH`: business_id names a business other than the one the credential acts for */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED' | 'BUSINESS_MISMATCH'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `QUOTE_NOT_FOUND`: no such quote of this merchant in this environment */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'QUOTE_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `QUOTE_EXPIRED`: the quote’s rate is no longer locked: quote again; `QUOTE_USED`: a transfer was made on this quote already: a quote is used once; `SIGNATURE_REPLAYED`: the nonce n= was used with this key in the last 600 seconds: sign again with a new one; nothing moved */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'QUOTE_EXPIRED' | 'QUOTE_USED' | 'SIGNATURE_REPLAYED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'remittance.dashboardCreate': {
    parameters: {
      query?: never
      header?: {
        /**
         * @description Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.
         * @example order-1042-attempt
         */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Your business id: another business’s is refused 403 */
          business_id: string
          /** @description NGN or USD: a currency your balance holds */
          source_currency: string
          /** @description Decimal string in the source currency, at most 2 decimals */
          source_amount: string
          /** @description CNY, USD or GBP (the pairs of GET /rates) */
          dest_currency: string
          recipient_name: string
          /** @description The recipient’s account number or IBAN */
          recipient_account: string
          recipient_bank: string
          /** Format: email */
          recipient_email: string
          /** @description ISO 3166-1 alpha-2 */
          recipient_country: string
          /** @description Shown to the recipient (35 characters: the longest most schemes carry) */
          reference: string
          /** @description Why the money is sent, e.g. "family_support", "invoice_payment" */
          purpose: string
          /** @description Use this quote’s rate (once, before it expires); without it the transfer is quoted now */
          quote_id?: string
          /** @description Required when you have 2FA enabled (401 OTP_REQUIRED; a wrong code 401 INVALID_OTP) */
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RemittanceTransfer']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_IDEMPOTENCY_KEY`: the Idempotency-Key header is not 1 to 255 printable ASCII characters; `UNSUPPORTED_CORRIDOR`: the platform does not send this currency pair (GET /api/v1/remittance/rates lists those it does); `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `QUOTE_MISMATCH`: the request’s currencies or amount differ from its quote’s; `BALANCE_TOO_LOW`: the merchant balance does not cover the order; nothing was attempted */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'INVALID_IDEMPOTENCY_KEY'
              | 'UNSUPPORTED_CORRIDOR'
              | 'INVALID_AMOUNT'
              | 'QUOTE_MISMATCH'
              | 'BALANCE_TOO_LOW'
          }
        }
      }
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first; `BUSINESS_MISMATCH`: business_id names a business other than the one the credential acts for; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED' | 'BUSINESS_MISMATCH' | '2FA_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `QUOTE_NOT_FOUND`: no such quote of this merchant in this environment */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'QUOTE_NOT_FOUND'
          }
        }
      }
      /** @description `IDEMPOTENCY_KEY_REUSED`: the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request; `QUOTE_EXPIRED`: the quote’s rate is no longer locked: quote again; `QUOTE_USED`: a transfer was made on this quote already: a quote is used once */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'IDEMPOTENCY_KEY_REUSED' | 'QUOTE_EXPIRED' | 'QUOTE_USED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'remittance.get': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RemittanceTransfer']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `REMITTANCE_NOT_FOUND`: no such remittance transfer of this merchant in this environment */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'REMITTANCE_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'remittance.list': {
    parameters: {
      query?: {
        /** @description Your business id: another business’s is refused 403 */
        business_id?: string
        limit?: number
        offset?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RemittanceTransferList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first; `BUSINESS_MISMATCH`: business_id names a business other than the one the credential acts for */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED' | 'BUSINESS_MISMATCH'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'remittance.rates': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RemittanceRates']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'remittance.listKeys': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TransferSigningKeyList']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'remittance.issueKey': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Required when you have 2FA or the team requires it: the key signs transfers of your money */
          otp_code?: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['IssuedTransferSigningKey']
        }
      }
      400: components['responses']['InvalidBody']
      /** @description `UNAUTHORIZED`: missing, invalid or expired credentials (API key, bearer token or admin token); `OTP_REQUIRED`: the account has 2FA: repeat the sign-in with a one-time code; `INVALID_OTP`: the one-time code is wrong or expired; `OTP_REUSED`: this one-time code was already used; wait for the next one */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'UNAUTHORIZED' | 'OTP_REQUIRED' | 'INVALID_OTP' | 'OTP_REUSED'
          }
        }
      }
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `2FA_REQUIRED`: this operation needs 2FA enabled and a one-time code */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | '2FA_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      /** @description `SIGNING_KEY_LIMIT`: two transfer signing keys are active: revoke one before issuing another */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SIGNING_KEY_LIMIT'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      /** @description `RATE_LIMITED`: too many requests in the window; retry after the Retry-After header; `TOO_MANY_ATTEMPTS`: too many failed attempts; wait before trying again */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'
          }
        }
      }
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'remittance.revokeKey': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TransferSigningKey']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `SIGNING_KEY_NOT_FOUND`: no such transfer signing key of this merchant */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'SIGNING_KEY_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'remittance.partnerWebhook': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RemittancePartnerNotificationReceived']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER'
          }
        }
      }
      /** @description `INVALID_SIGNATURE`: a partner notification’s or webhook’s signature does not verify; nothing was recorded */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_SIGNATURE'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcAccountList']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `OTC_ACCESS_REQUIRED`: an operator has not approved this business for OTC */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'OTC_ACCESS_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'otc.quote': {
    parameters: {
      query: {
        /** @description What you pay: GBP or EUR */
        from: string
        /** @description What your balance is credited: NGN, USD, GBP or EUR */
        to: string
        /** @description In `from`, at most 2 decimals */
        amount: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcQuote']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `OTC_PAIR_UNAVAILABLE`: the OTC desk does not quote this currency pair; `INVALID_AMOUNT`: the amount is not a positive decimal string in range */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'OTC_PAIR_UNAVAILABLE' | 'INVALID_AMOUNT'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `OTC_ACCESS_REQUIRED`: an operator has not approved this business for OTC */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'OTC_ACCESS_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.createOrder': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description What you pay: GBP or EUR */
          from: string
          /** @description What your balance is credited: NGN, USD, GBP or EUR */
          to: string
          /** @description In `from`, at most 2 decimals */
          amount: string
          /** @description A desk account (GET /accounts) in `from` */
          account_id: string
        }
      }
    }
    responses: {
      /** @description Success */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcOrder']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `OTC_PAIR_UNAVAILABLE`: the OTC desk does not quote this currency pair; `INVALID_AMOUNT`: the amount is not a positive decimal string in range; `OTC_ACCOUNT_NOT_FOUND`: account_id is not the desk’s account in the order’s `from` currency */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?:
              | 'INVALID_STRING'
              | 'VALIDATION_FAILED'
              | 'INVALID_JSON'
              | 'JSON_TOO_DEEP'
              | 'INEXACT_NUMBER'
              | 'OTC_PAIR_UNAVAILABLE'
              | 'INVALID_AMOUNT'
              | 'OTC_ACCOUNT_NOT_FOUND'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `OTC_ACCESS_REQUIRED`: an operator has not approved this business for OTC; `OTC_FORM_NOT_APPROVED`: OTC trading needs an approved AML form (GET /api/v1/kyc/otc/status) */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'OTC_ACCESS_REQUIRED' | 'OTC_FORM_NOT_APPROVED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'otc.markPaid': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description e.g. your bank’s payment reference */
          note?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcOrder']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `OTC_ACCESS_REQUIRED`: an operator has not approved this business for OTC; `OTC_FORM_NOT_APPROVED`: OTC trading needs an approved AML form (GET /api/v1/kyc/otc/status) */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'OTC_ACCESS_REQUIRED' | 'OTC_FORM_NOT_APPROVED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OTC_ORDER_NOT_FOUND`: no such OTC order of this business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OTC_ORDER_NOT_FOUND'
          }
        }
      }
      /** @description `OTC_ORDER_EXPIRED`: the order’s quote expired: refresh it for a new rate; `OTC_ORDER_CLOSED`: the order was paid, settled or is in review: nothing more to do with it */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'OTC_ORDER_EXPIRED' | 'OTC_ORDER_CLOSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.getOrder': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcOrder']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `OTC_ACCESS_REQUIRED`: an operator has not approved this business for OTC */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'OTC_ACCESS_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OTC_ORDER_NOT_FOUND`: no such OTC order of this business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OTC_ORDER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.refresh': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcOrder']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `OTC_PAIR_UNAVAILABLE`: the OTC desk does not quote this currency pair */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'OTC_PAIR_UNAVAILABLE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `OTC_ACCESS_REQUIRED`: an operator has not approved this business for OTC; `OTC_FORM_NOT_APPROVED`: OTC trading needs an approved AML form (GET /api/v1/kyc/otc/status) */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'OTC_ACCESS_REQUIRED' | 'OTC_FORM_NOT_APPROVED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OTC_ORDER_NOT_FOUND`: no such OTC order of this business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OTC_ORDER_NOT_FOUND'
          }
        }
      }
      /** @description `OTC_ORDER_NOT_EXPIRED`: only an expired order is refreshed; `OTC_ORDER_CLOSED`: the order was paid, settled or is in review: nothing more to do with it */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'OTC_ORDER_NOT_EXPIRED' | 'OTC_ORDER_CLOSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.history': {
    parameters: {
      query?: {
        limit?: number
        offset?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcHistory']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `OTC_ACCESS_REQUIRED`: an operator has not approved this business for OTC */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'OTC_ACCESS_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.formStatus': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcAmlForm']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.saveDraft': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          legal_name?: string
          registration_number?: string
          /** @description Of incorporation, ISO 3166-1 alpha-2 */
          country?: string
          business_activity?: string
          /** @description Where the money you trade comes from */
          source_of_funds?: string
          /** @description In GBP */
          expected_monthly_volume?: string
          currencies?: string[]
          /** @description What the conversions are for */
          purpose?: string
          /** @description A director, owner or their family holds a prominent public function */
          politically_exposed?: boolean
          /** @description Everyone owning 25% or more */
          beneficial_owners?: {
            name: string
            ownership_percent: string
            country: string
          }[]
          /** @description True: you are not sanctioned and will not trade for anyone who is (required to submit) */
          sanctions_declaration?: boolean
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcAmlForm']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      /** @description `OTC_FORM_LOCKED`: a submitted or approved AML form is not edited */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'OTC_FORM_LOCKED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.submitForm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcAmlForm']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `OTC_FORM_INCOMPLETE`: the AML form lacks a field submission needs; the message names it */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'OTC_FORM_INCOMPLETE'
          }
        }
      }
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['MethodNotFound']
      /** @description `OTC_FORM_LOCKED`: a submitted or approved AML form is not edited */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'OTC_FORM_LOCKED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.sandboxPay': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Default: the order’s from_amount (send another to test review) */
          amount?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcSandboxPayment']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `OTC_ACCESS_REQUIRED`: an operator has not approved this business for OTC; `SANDBOX_ONLY`: this operation needs a test key */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'OTC_ACCESS_REQUIRED' | 'SANDBOX_ONLY'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OTC_ORDER_NOT_FOUND`: no such OTC order of this business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OTC_ORDER_NOT_FOUND'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `PARTNER_REFUSED`: the banking partner refused the request; `error` holds its reason */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'PARTNER_REFUSED'
          }
        }
      }
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header; `PARTNER_UNAVAILABLE`: the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat) */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE' | 'PARTNER_UNAVAILABLE'
          }
        }
      }
    }
  }
  'otc.formQueue': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcAmlFormQueue']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.reviewForm': {
    parameters: {
      query?: never
      header?: never
      path: {
        business_id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          decision: 'approve' | 'reject'
          /** @description Required to reject: the business sees it */
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcAmlForm']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_REQUEST`: the request is inconsistent (see `error`) */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_REQUEST'
          }
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      /** @description `OTC_FORM_NOT_SUBMITTED`: only a submitted AML form is reviewed */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'OTC_FORM_NOT_SUBMITTED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.resolve': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Why it is settled at what arrived (audited) */
          reason: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcOrder']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `INVALID_REQUEST`: the request is inconsistent (see `error`) */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'INVALID_REQUEST'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `OTC_ORDER_NOT_FOUND`: no such OTC order of this business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'OTC_ORDER_NOT_FOUND'
          }
        }
      }
      /** @description `OTC_ORDER_CLOSED`: the order was paid, settled or is in review: nothing more to do with it */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'OTC_ORDER_CLOSED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'otc.reviewQueue': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OtcReviewList']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.dashboard': {
    parameters: {
      query?: {
        /** @description The last N UTC days, today included (ignored when from is given) */
        days?: number
        /** @description First UTC day (YYYY-MM-DD), included */
        from?: string
        /** @description Last UTC day, included; default today */
        to?: string
        /** @description live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed) */
        environment?: 'live' | 'test'
        /** @description The report currency; default the currency with the most volume in the period (USD when none) */
        currency?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AnalyticsDashboard']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `ANALYTICS_PERIOD_INVALID`: from and to must be dates (YYYY-MM-DD), to not before from, at most 366 days apart */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'ANALYTICS_PERIOD_INVALID'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.overview': {
    parameters: {
      query?: {
        /** @description The last N UTC days, today included (ignored when from is given) */
        days?: number
        /** @description First UTC day (YYYY-MM-DD), included */
        from?: string
        /** @description Last UTC day, included; default today */
        to?: string
        /** @description live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed) */
        environment?: 'live' | 'test'
        /** @description The report currency; default the currency with the most volume in the period (USD when none) */
        currency?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AnalyticsOverview']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `ANALYTICS_PERIOD_INVALID`: from and to must be dates (YYYY-MM-DD), to not before from, at most 366 days apart */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'ANALYTICS_PERIOD_INVALID'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.revenue': {
    parameters: {
      query?: {
        /** @description The last N UTC days, today included (ignored when from is given) */
        days?: number
        /** @description First UTC day (YYYY-MM-DD), included */
        from?: string
        /** @description Last UTC day, included; default today */
        to?: string
        /** @description live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed) */
        environment?: 'live' | 'test'
        /** @description The report currency; default the currency with the most volume in the period (USD when none) */
        currency?: string
        group?: 'day' | 'week' | 'month'
        /** @description fiat: in the report currency at the locked rates; crypto: per asset, in the asset */
        basis?: 'fiat' | 'crypto'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AnalyticsRevenue']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `ANALYTICS_PERIOD_INVALID`: from and to must be dates (YYYY-MM-DD), to not before from, at most 366 days apart */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'ANALYTICS_PERIOD_INVALID'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.paymentMethods': {
    parameters: {
      query?: {
        /** @description The last N UTC days, today included (ignored when from is given) */
        days?: number
        /** @description First UTC day (YYYY-MM-DD), included */
        from?: string
        /** @description Last UTC day, included; default today */
        to?: string
        /** @description live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed) */
        environment?: 'live' | 'test'
        /** @description The report currency; default the currency with the most volume in the period (USD when none) */
        currency?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AnalyticsPaymentMethods']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `ANALYTICS_PERIOD_INVALID`: from and to must be dates (YYYY-MM-DD), to not before from, at most 366 days apart */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'ANALYTICS_PERIOD_INVALID'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.transactions': {
    parameters: {
      query?: {
        /** @description The last N UTC days, today included (ignored when from is given) */
        days?: number
        /** @description First UTC day (YYYY-MM-DD), included */
        from?: string
        /** @description Last UTC day, included; default today */
        to?: string
        /** @description live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed) */
        environment?: 'live' | 'test'
        /** @description The report currency; default the currency with the most volume in the period (USD when none) */
        currency?: string
        page?: number
        limit?: number
        product?: 'checkout' | 'waas' | 'vas' | 'swap' | 'remittance' | 'otc' | 'virtual_accounts'
        /** @description One transaction type (docs/analytics.md) */
        type?: string
        /** @description e.g. ETH, BTC */
        network?: string
        /** @description The payment method, VAS category, bank scheme or swap type */
        method?: string
        /** @description A reference, a session or order id, or a customer e-mail */
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AnalyticsTransactionList']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `ANALYTICS_PERIOD_INVALID`: from and to must be dates (YYYY-MM-DD), to not before from, at most 366 days apart */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'ANALYTICS_PERIOD_INVALID'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.exportTransactions': {
    parameters: {
      query?: {
        /** @description The last N UTC days, today included (ignored when from is given) */
        days?: number
        /** @description First UTC day (YYYY-MM-DD), included */
        from?: string
        /** @description Last UTC day, included; default today */
        to?: string
        /** @description live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed) */
        environment?: 'live' | 'test'
        /** @description The report currency; default the currency with the most volume in the period (USD when none) */
        currency?: string
        product?: 'checkout' | 'waas' | 'vas' | 'swap' | 'remittance' | 'otc' | 'virtual_accounts'
        /** @description One transaction type (docs/analytics.md) */
        type?: string
        /** @description e.g. ETH, BTC */
        network?: string
        /** @description The payment method, VAS category, bank scheme or swap type */
        method?: string
        /** @description A reference, a session or order id, or a customer e-mail */
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'text/csv; charset=utf-8': string
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `ANALYTICS_PERIOD_INVALID`: from and to must be dates (YYYY-MM-DD), to not before from, at most 366 days apart */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'ANALYTICS_PERIOD_INVALID'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.fraudAlerts': {
    parameters: {
      query?: {
        /** @description live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed) */
        environment?: 'live' | 'test'
        status?: 'open' | 'dismissed' | 'confirmed'
        page?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FraudAlertList']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.dismissAlert': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Why it is harmless */
          reason: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FraudAlert']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `FRAUD_ALERT_NOT_FOUND`: no such fraud alert of this business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'FRAUD_ALERT_NOT_FOUND'
          }
        }
      }
      /** @description `FRAUD_ALERT_RESOLVED`: the alert was resolved the other way already */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FRAUD_ALERT_RESOLVED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.confirmAlert': {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          note?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FraudAlert']
        }
      }
      400: components['responses']['InvalidBody']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      /** @description `METHOD_NOT_FOUND`: the payments role has no such method (a gateway and payments role of different versions); `FRAUD_ALERT_NOT_FOUND`: no such fraud alert of this business */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'METHOD_NOT_FOUND' | 'FRAUD_ALERT_NOT_FOUND'
          }
        }
      }
      /** @description `FRAUD_ALERT_RESOLVED`: the alert was resolved the other way already */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FRAUD_ALERT_RESOLVED'
          }
        }
      }
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.fraudRules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FraudRuleList']
        }
      }
      400: components['responses']['InvalidString']
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.setFraudRule': {
    parameters: {
      query?: never
      header?: never
      path: {
        rule:
          | 'refund_to_unpaid_address'
          | 'settlement_change_then_withdrawal'
          | 'shared_payer_address'
          | 'refund_ratio'
          | 'repeated_underpayment'
          | 'unpaid_session_burst'
          | 'session_burst'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: int32
           * @description Within the rule’s min and max (GET /fraud-rules)
           */
          threshold: number
          /** @default true */
          enabled?: boolean
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FraudRuleList']
        }
      }
      /** @description `INVALID_STRING`: a string in the request holds characters the API refuses (control characters, unpaired surrogates); `VALIDATION_FAILED`: the request does not match the route’s schema; `error` names the field; `INVALID_JSON`: the request body is not valid JSON; `JSON_TOO_DEEP`: the request body nests deeper than the gateway accepts; `INEXACT_NUMBER`: a JSON number cannot be represented exactly; send it as a decimal string; `FRAUD_RULE_THRESHOLD`: the threshold is outside the rule’s bounds */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'INVALID_STRING' | 'VALIDATION_FAILED' | 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INEXACT_NUMBER' | 'FRAUD_RULE_THRESHOLD'
          }
        }
      }
      401: components['responses']['Unauthorized']
      /** @description `FORBIDDEN`: the credentials are valid but lack the permission this route needs; `KYC_REQUIRED`: the business must complete KYC first */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'FORBIDDEN' | 'KYC_REQUIRED'
          }
        }
      }
      404: components['responses']['MethodNotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'analytics.dashboardPage': {
    parameters: {
      query?: {
        /** @description The page’s language, over Accept-Language */
        lang?: 'en' | 'de'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      400: components['responses']['InvalidInput']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'market.prices': {
    parameters: {
      query?: {
        /** @description Comma-separated tickers, e.g. BTC,ETH; all when omitted */
        symbols?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MarketPrices']
        }
      }
      400: components['responses']['InvalidInput']
      401: components['responses']['Unauthorized']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'market.symbols': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MarketSymbols']
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'market.health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MarketHealth']
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json':
            | (
                | components['schemas']['MarketHealth']
                | {
                    /** @constant */
                    status: 'down'
                    /** @constant */
                    source: 'unknown'
                    error: string
                    /** @constant */
                    code: 'HUB_UNAVAILABLE'
                  }
              )
            | (components['schemas']['Error'] & {
                /** @enum {unknown} */
                code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE'
              })
        }
      }
    }
  }
  'market.livePage': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'platform.health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            status: 'ok'
          }
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'platform.readiness': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            ready: boolean
            /** @description Each dependency: 'ok' or why not */
            checks: {
              [key: string]: string
            }
            /** @description Degradable checks that are not ok; the gateway still serves */
            degraded: string[]
          }
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      /** @description `SHUTTING_DOWN`: this gateway is draining; retry, another instance answers; `TEMPORARILY_UNAVAILABLE`: a dependency is briefly unavailable; retry after the Retry-After header */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/json':
            | {
                ready: boolean
                /** @description Each dependency: 'ok' or why not */
                checks: {
                  [key: string]: string
                }
                /** @description Degradable checks that are not ok; the gateway still serves */
                degraded: string[]
              }
            | (components['schemas']['Error'] & {
                /** @enum {unknown} */
                code?: 'SHUTTING_DOWN' | 'TEMPORARILY_UNAVAILABLE'
              })
        }
      }
    }
  }
  'platform.metrics': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'text/plain; version=0.0.4': string
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'platform.openapi': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            openapi: '3.1.0'
            info: {
              title: string
              version: string
              description: string
              license: {
                name: string
                identifier: string
              }
            }
            servers: {
              url: string
              description?: string
              'x-internal'?: boolean
            }[]
            tags: {
              name: string
              'x-displayName'?: string
              description: string
            }[]
            /** @description The products in the order the docs page shows them, each with its tags */
            'x-tagGroups': {
              name: string
              tags: string[]
            }[]
            /** @description Path -> method -> operation */
            paths: {
              [key: string]: {
                [key: string]: unknown
              }
            }
            /** @description Event -> what the platform POSTs to your endpoint */
            webhooks: {
              [key: string]: unknown
            }
            components: {
              /** @description Named schemas: the resources and the error body */
              schemas: {
                [key: string]: unknown
              }
              /** @description Error responses many operations share */
              responses: {
                [key: string]: unknown
              }
              /** @description Answer headers many operations share (the rate-limit fields) */
              headers: {
                [key: string]: unknown
              }
              securitySchemes: {
                [key: string]: unknown
              }
            }
          }
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'platform.asyncapi': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            asyncapi: '3.0.0'
            info: {
              title: string
              version: string
              description: string
            }
            defaultContentType: string
            servers: {
              [key: string]: unknown
            }
            channels: {
              [key: string]: unknown
            }
            operations: {
              [key: string]: unknown
            }
            components: {
              [key: string]: unknown
            }
          }
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  'platform.docs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit']
          'RateLimit-Policy': components['headers']['RateLimit-Policy']
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      400: components['responses']['InvalidString']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['RateLimited']
      500: components['responses']['InternalError']
      503: components['responses']['Unavailable']
    }
  }
  webhook_payments_payment_detected: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'payment.detected'
          session_id: string
          /** @description The merchant’s reference, when given */
          reference?: string
          /** @description Fiat amount due, decimal string */
          amount: string
          /** @description Fiat currency */
          currency: string
          status: string
          payment_method: string
          /** @description Absent before a network is chosen */
          network?: string
          /** Format: date-time */
          created_at: string
          metadata?: {
            [key: string]: unknown
          }
          /** @description True for sandbox (test key) sessions: never fulfil on these in production */
          is_test_mode: boolean
          /**
           * Format: int64
           * @description Unix seconds
           */
          timestamp: number
          tx_hash: string
          amount_crypto?: string
          crypto_currency: string
          amount_received: string
          /** Format: int64 */
          confirmations: number
          customer_email?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_payment_confirmed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'payment.confirmed'
          session_id: string
          /** @description The merchant’s reference, when given */
          reference?: string
          /** @description Fiat amount due, decimal string */
          amount: string
          /** @description Fiat currency */
          currency: string
          status: string
          payment_method: string
          /** @description Absent before a network is chosen */
          network?: string
          /** Format: date-time */
          created_at: string
          metadata?: {
            [key: string]: unknown
          }
          /** @description True for sandbox (test key) sessions: never fulfil on these in production */
          is_test_mode: boolean
          /**
           * Format: int64
           * @description Unix seconds
           */
          timestamp: number
          tx_hash: string
          amount_crypto?: string
          crypto_currency: string
          amount_received: string
          /** Format: int64 */
          confirmations: number
          customer_email?: string
          /** Format: date-time */
          paid_at?: string
          exception?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_payment_failed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'payment.failed'
          session_id: string
          /** @description The merchant’s reference, when given */
          reference?: string
          /** @description Fiat amount due, decimal string */
          amount: string
          /** @description Fiat currency */
          currency: string
          status: string
          payment_method: string
          /** @description Absent before a network is chosen */
          network?: string
          /** Format: date-time */
          created_at: string
          metadata?: {
            [key: string]: unknown
          }
          /** @description True for sandbox (test key) sessions: never fulfil on these in production */
          is_test_mode: boolean
          /**
           * Format: int64
           * @description Unix seconds
           */
          timestamp: number
          tx_hash: string
          amount_crypto?: string
          crypto_currency: string
          amount_received: string
          /** Format: int64 */
          confirmations: number
          customer_email?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_payment_expired: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'payment.expired'
          session_id: string
          /** @description The merchant’s reference, when given */
          reference?: string
          /** @description Fiat amount due, decimal string */
          amount: string
          /** @description Fiat currency */
          currency: string
          status: string
          payment_method: string
          /** @description Absent before a network is chosen */
          network?: string
          /** Format: date-time */
          created_at: string
          metadata?: {
            [key: string]: unknown
          }
          /** @description True for sandbox (test key) sessions: never fulfil on these in production */
          is_test_mode: boolean
          /**
           * Format: int64
           * @description Unix seconds
           */
          timestamp: number
          /** Format: date-time */
          expires_at: string
          paid_amount: string
          exception?: string
          crypto_currency?: string
          amount_crypto?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_webhook_test: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'webhook.test'
          data: {
            message: string
            /** Format: int64 */
            timestamp: number
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_wallet_deposit_detected: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'wallet.deposit.detected'
          data: {
            /**
             * Format: int64
             * @description Stable deduplication key
             */
            deposit_id: number
            customer_id: string
            network: string
            address: string
            /** @description Base units */
            amount: string
            amount_decimal: string
            currency: string
            /** @description A `pending_` placeholder until wallet.deposit.hash_resolved */
            tx_hash: string
            hash_pending: boolean
            /** Format: int64 */
            confirmations: number
            status: string
            /** Format: date-time */
            detected_at: string
            /** @description Never credit before this is true */
            safe_to_credit: boolean
            is_test_mode: boolean
            /** @description sandbox or chain_watcher */
            detected_by: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_wallet_deposit_hash_resolved: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'wallet.deposit.hash_resolved'
          data: {
            /**
             * Format: int64
             * @description Stable deduplication key
             */
            deposit_id: number
            customer_id: string
            network: string
            address: string
            /** @description Base units */
            amount: string
            amount_decimal: string
            currency: string
            /** @description A `pending_` placeholder until wallet.deposit.hash_resolved */
            tx_hash: string
            hash_pending: boolean
            /** Format: int64 */
            confirmations: number
            status: string
            /** Format: date-time */
            detected_at: string
            /** @description Never credit before this is true */
            safe_to_credit: boolean
            is_test_mode: boolean
            previous_tx_hash: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_wallet_deposit_confirmed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'wallet.deposit.confirmed'
          data: {
            /**
             * Format: int64
             * @description Stable deduplication key
             */
            deposit_id: number
            customer_id: string
            network: string
            address: string
            /** @description Base units */
            amount: string
            amount_decimal: string
            currency: string
            /** @description A `pending_` placeholder until wallet.deposit.hash_resolved */
            tx_hash: string
            hash_pending: boolean
            /** Format: int64 */
            confirmations: number
            status: string
            /** Format: date-time */
            detected_at: string
            /** @description Never credit before this is true */
            safe_to_credit: boolean
            is_test_mode: boolean
            /** Format: date-time */
            confirmed_at: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_wallet_deposit_failed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'wallet.deposit.failed'
          data: {
            /**
             * Format: int64
             * @description Stable deduplication key
             */
            deposit_id: number
            customer_id: string
            network: string
            address: string
            /** @description Base units */
            amount: string
            amount_decimal: string
            currency: string
            /** @description A `pending_` placeholder until wallet.deposit.hash_resolved */
            tx_hash: string
            hash_pending: boolean
            /** Format: int64 */
            confirmations: number
            status: string
            /** Format: date-time */
            detected_at: string
            /** @description Never credit before this is true */
            safe_to_credit: boolean
            is_test_mode: boolean
            /** Format: date-time */
            failed_at: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_wallet_transfer_submitted: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'wallet.transfer.submitted'
          data: {
            /**
             * Format: int64
             * @description The transaction id GET /wallet/{customerID}/transactions shows
             */
            id: number
            tx_hash?: string
            customer_id: string
            network: string
            currency: string
            from_address: string
            to_address: string
            /** @description Base units */
            amount: string
            amount_decimal: string
            /** @description Base units */
            gas_fee: string
            gas_fee_decimal: string
            gas_currency: string
            status: string
            platform_fee?: {
              [key: string]: unknown
            }
            is_test_mode: boolean
            /** Format: date-time */
            submitted_at: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_wallet_transfer_confirmed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'wallet.transfer.confirmed'
          data: {
            /**
             * Format: int64
             * @description The transaction id GET /wallet/{customerID}/transactions shows
             */
            id: number
            tx_hash?: string
            customer_id: string
            network: string
            currency: string
            from_address: string
            to_address: string
            /** @description Base units */
            amount: string
            amount_decimal: string
            /** @description Base units */
            gas_fee: string
            gas_fee_decimal: string
            gas_currency: string
            status: string
            platform_fee?: {
              [key: string]: unknown
            }
            is_test_mode: boolean
            /** Format: date-time */
            confirmed_at: string
            /** Format: int64 */
            block_number: number
            /** Format: int64 */
            confirmations: number
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_wallet_transfer_failed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'wallet.transfer.failed'
          data: {
            /**
             * Format: int64
             * @description The transaction id GET /wallet/{customerID}/transactions shows
             */
            id: number
            tx_hash?: string
            customer_id: string
            network: string
            currency: string
            from_address: string
            to_address: string
            /** @description Base units */
            amount: string
            amount_decimal: string
            /** @description Base units */
            gas_fee: string
            gas_fee_decimal: string
            gas_currency: string
            status: string
            platform_fee?: {
              [key: string]: unknown
            }
            is_test_mode: boolean
            /** Format: date-time */
            failed_at: string
            reason?: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_balance_credited: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'balance.credited'
          data: {
            entry_id: string
            type: string
            direction: 'credit' | 'debit'
            currency: string
            /** @description Base units */
            amount: string
            amount_decimal: string
            /** Format: int64 */
            decimals: number
            is_test_mode: boolean
            /** Format: date-time */
            created_at: string
            network: string
            address: string
            tx_hash: string
            deposit_id: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_balance_debited: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'balance.debited'
          data:
            | {
                entry_id: string
                type: string
                direction: 'credit' | 'debit'
                currency: string
                /** @description Base units */
                amount: string
                amount_decimal: string
                /** Format: int64 */
                decimals: number
                is_test_mode: boolean
                /** Format: date-time */
                created_at: string
                network: string
                address: string
                tx_hash: string
                deposit_id: string
              }
            | {
                entry_id: string
                type: string
                direction: 'credit' | 'debit'
                currency: string
                /** @description Base units */
                amount: string
                amount_decimal: string
                /** Format: int64 */
                decimals: number
                is_test_mode: boolean
                /** Format: date-time */
                created_at: string
                /** @description The VAS order whose hold was posted */
                reference: string
              }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_vas_order_successful: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'vas.order.successful'
          data: components['schemas']['VasOrder']
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_vas_order_failed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'vas.order.failed'
          data: components['schemas']['VasOrder']
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_virtual_account_credited: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'virtual_account.credited'
          data: {
            /** @description Ours: the same for every notice of one transfer (deduplicate on it) */
            payment_id: string
            virtual_account_id: string
            /** @description The account’s customer reference */
            customer_reference: string
            currency: 'GBP' | 'EUR'
            /** @description Minor units (pence, cents) */
            amount: string
            amount_decimal: string
            /**
             * Format: int64
             * @description 2
             */
            decimals: number
            payer_name: string
            /** @description The payment reference the payer gave */
            reference: string
            /** @description FPS, BACS, SEPA_INSTANT, … */
            scheme: string
            is_test_mode: boolean
            /** Format: date-time */
            credited_at: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_virtual_account_reversed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'virtual_account.reversed'
          data: {
            /** @description Ours: the same for every notice of one transfer (deduplicate on it) */
            payment_id: string
            virtual_account_id: string
            /** @description The account’s customer reference */
            customer_reference: string
            currency: 'GBP' | 'EUR'
            /** @description Minor units (pence, cents) */
            amount: string
            amount_decimal: string
            /**
             * Format: int64
             * @description 2
             */
            decimals: number
            payer_name: string
            /** @description The payment reference the payer gave */
            reference: string
            /** @description FPS, BACS, SEPA_INSTANT, … */
            scheme: string
            is_test_mode: boolean
            /** Format: date-time */
            reversed_at: string
            /** @description The scheme’s return reason code, as the bank gave it */
            return_reason: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_remittance_transfer_processing: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'remittance.transfer.processing'
          data: components['schemas']['RemittanceTransfer']
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_remittance_transfer_completed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'remittance.transfer.completed'
          data: components['schemas']['RemittanceTransfer']
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_remittance_transfer_failed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'remittance.transfer.failed'
          data: components['schemas']['RemittanceTransfer']
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_remittance_transfer_reversed: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'remittance.transfer.reversed'
          data: components['schemas']['RemittanceTransfer']
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_payments_fraud_alert_opened: {
    parameters: {
      query?: never
      header: {
        /** @description Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included) */
        'X-Webhook-Signature': string
        /** @description The event name */
        'X-Webhook-Event': string
        /** @description Delivery id; deduplicate on it */
        'X-Webhook-ID': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'fraud.alert.opened'
          data: components['schemas']['FraudAlert']
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_transfer_queued: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'transfer.queued'
          transfer_id: string
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          /** @constant */
          status: 'QUEUED'
          from_wallet: string
          recipient_wallet: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          created_at: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_transfer_submitted: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'transfer.submitted'
          transfer_id: string
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          /** @constant */
          status: 'SUBMITTED'
          tx_hash?: string
          user_op_hash?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_transfer_settled: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'transfer.settled'
          transfer_id: string
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          /** @constant */
          status: 'SETTLED'
          tx_hash?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_transfer_failed: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'transfer.failed'
          transfer_id: string
          /** @constant */
          status: 'FAILED'
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_transfer_received: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'transfer.received'
          transfer_id: string
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          recipient_wallet: string
          tx_hash?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          settled_at?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_swap_settled: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'swap.settled'
          swap_id: string
          /** @constant */
          status: 'SETTLED'
          /** @description The input token: a contract address, or native */
          token_in: string
          /** @description The output token: a contract address, or native */
          token_out: string
          /** @description The input amount, a decimal string with 6 places (spec, CaaS webhooks; base units on swaps recorded before 6 places) */
          amount_in: string
          /** @description The exact input amount in base units of the input token */
          amount_in_base_units: string
          tx_hash?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_swap_failed: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'swap.failed'
          swap_id: string
          /** @constant */
          status: 'FAILED'
          /** @description The input token: a contract address, or native */
          token_in: string
          /** @description The output token: a contract address, or native */
          token_out: string
          /** @description The input amount, a decimal string with 6 places (spec, CaaS webhooks; base units on swaps recorded before 6 places) */
          amount_in: string
          /** @description The exact input amount in base units of the input token */
          amount_in_base_units: string
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_user_linked: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'user.linked'
          wallet_address: string
          new_merchant_id: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          linked_at: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_user_phone_changed: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'user.phone_changed'
          wallet_address: string
          changed_by_merchant_id: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          changed_at: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_withdrawal_submitted: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'withdrawal.submitted'
          withdrawal_id: string
          /** @description CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back */
          status: 'CREATED' | 'SUBMITTED' | 'CRYPTO_RECEIVED' | 'PAYOUT_PENDING' | 'COMPLETED' | 'RETURNING' | 'FAILED' | 'REVERSED'
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          network: string
          /** @description The user’s smart account */
          wallet_address: string
          /** @description ISO 4217 code of the local currency paid out */
          payout_currency: string
          /** @description Local currency paid out, decimal string, rounded down */
          payout_amount: string
          /** @description Units of payout_currency per USDC, locked when the withdrawal was created */
          rate: string
          /** @description What the payout partner last said; UNKNOWN until it answers */
          payout_status?: 'UNKNOWN' | 'PENDING' | 'SUCCESSFUL' | 'FAILED'
          /** @description The payout partner’s transaction id, once it paid */
          payout_reference?: string
          /** @description The sweep’s transaction */
          tx_hash?: string
          /** @description The sweep’s user operation (live) */
          user_op_hash?: string
          /** @description The transaction that brought the USDC back */
          return_tx_hash?: string
          /** @description Why the USDC could not be sent back yet: an operator resolves it */
          return_held?: string
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          created_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          completed_at?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_withdrawal_crypto_received: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'withdrawal.crypto_received'
          withdrawal_id: string
          /** @description CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back */
          status: 'CREATED' | 'SUBMITTED' | 'CRYPTO_RECEIVED' | 'PAYOUT_PENDING' | 'COMPLETED' | 'RETURNING' | 'FAILED' | 'REVERSED'
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          network: string
          /** @description The user’s smart account */
          wallet_address: string
          /** @description ISO 4217 code of the local currency paid out */
          payout_currency: string
          /** @description Local currency paid out, decimal string, rounded down */
          payout_amount: string
          /** @description Units of payout_currency per USDC, locked when the withdrawal was created */
          rate: string
          /** @description What the payout partner last said; UNKNOWN until it answers */
          payout_status?: 'UNKNOWN' | 'PENDING' | 'SUCCESSFUL' | 'FAILED'
          /** @description The payout partner’s transaction id, once it paid */
          payout_reference?: string
          /** @description The sweep’s transaction */
          tx_hash?: string
          /** @description The sweep’s user operation (live) */
          user_op_hash?: string
          /** @description The transaction that brought the USDC back */
          return_tx_hash?: string
          /** @description Why the USDC could not be sent back yet: an operator resolves it */
          return_held?: string
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          created_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          completed_at?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_withdrawal_completed: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'withdrawal.completed'
          withdrawal_id: string
          /** @description CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back */
          status: 'CREATED' | 'SUBMITTED' | 'CRYPTO_RECEIVED' | 'PAYOUT_PENDING' | 'COMPLETED' | 'RETURNING' | 'FAILED' | 'REVERSED'
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          network: string
          /** @description The user’s smart account */
          wallet_address: string
          /** @description ISO 4217 code of the local currency paid out */
          payout_currency: string
          /** @description Local currency paid out, decimal string, rounded down */
          payout_amount: string
          /** @description Units of payout_currency per USDC, locked when the withdrawal was created */
          rate: string
          /** @description What the payout partner last said; UNKNOWN until it answers */
          payout_status?: 'UNKNOWN' | 'PENDING' | 'SUCCESSFUL' | 'FAILED'
          /** @description The payout partner’s transaction id, once it paid */
          payout_reference?: string
          /** @description The sweep’s transaction */
          tx_hash?: string
          /** @description The sweep’s user operation (live) */
          user_op_hash?: string
          /** @description The transaction that brought the USDC back */
          return_tx_hash?: string
          /** @description Why the USDC could not be sent back yet: an operator resolves it */
          return_held?: string
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          created_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          completed_at?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_withdrawal_failed: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'withdrawal.failed'
          withdrawal_id: string
          /** @description CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back */
          status: 'CREATED' | 'SUBMITTED' | 'CRYPTO_RECEIVED' | 'PAYOUT_PENDING' | 'COMPLETED' | 'RETURNING' | 'FAILED' | 'REVERSED'
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          network: string
          /** @description The user’s smart account */
          wallet_address: string
          /** @description ISO 4217 code of the local currency paid out */
          payout_currency: string
          /** @description Local currency paid out, decimal string, rounded down */
          payout_amount: string
          /** @description Units of payout_currency per USDC, locked when the withdrawal was created */
          rate: string
          /** @description What the payout partner last said; UNKNOWN until it answers */
          payout_status?: 'UNKNOWN' | 'PENDING' | 'SUCCESSFUL' | 'FAILED'
          /** @description The payout partner’s transaction id, once it paid */
          payout_reference?: string
          /** @description The sweep’s transaction */
          tx_hash?: string
          /** @description The sweep’s user operation (live) */
          user_op_hash?: string
          /** @description The transaction that brought the USDC back */
          return_tx_hash?: string
          /** @description Why the USDC could not be sent back yet: an operator resolves it */
          return_held?: string
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          created_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          completed_at?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_withdrawal_reversed: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'withdrawal.reversed'
          withdrawal_id: string
          /** @description CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back */
          status: 'CREATED' | 'SUBMITTED' | 'CRYPTO_RECEIVED' | 'PAYOUT_PENDING' | 'COMPLETED' | 'RETURNING' | 'FAILED' | 'REVERSED'
          /** @description Decimal string with 6 places */
          amount_usdc: string
          token: string
          network: string
          /** @description The user’s smart account */
          wallet_address: string
          /** @description ISO 4217 code of the local currency paid out */
          payout_currency: string
          /** @description Local currency paid out, decimal string, rounded down */
          payout_amount: string
          /** @description Units of payout_currency per USDC, locked when the withdrawal was created */
          rate: string
          /** @description What the payout partner last said; UNKNOWN until it answers */
          payout_status?: 'UNKNOWN' | 'PENDING' | 'SUCCESSFUL' | 'FAILED'
          /** @description The payout partner’s transaction id, once it paid */
          payout_reference?: string
          /** @description The sweep’s transaction */
          tx_hash?: string
          /** @description The sweep’s user operation (live) */
          user_op_hash?: string
          /** @description The transaction that brought the USDC back */
          return_tx_hash?: string
          /** @description Why the USDC could not be sent back yet: an operator resolves it */
          return_held?: string
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          created_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          completed_at?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_deposit_settled: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'deposit.settled'
          deposit_id: string
          /** @description CREATED: recorded, the partner being asked; PENDING: the partner waits for the user’s payment; FUNDED: the fiat is in, the USDC is on its way; SETTLED: the USDC is on the user’s account; FAILED: the collection failed or expired (no fiat, no USDC) */
          status: 'CREATED' | 'PENDING' | 'FUNDED' | 'SETTLED' | 'FAILED'
          /** @description Local fiat the user pays, decimal string */
          local_amount: string
          local_currency: string
          /** @description USDC the user gets (the partner’s quote), once known */
          amount_usdc?: string
          /** @description Units of local currency per USDC, the partner’s */
          rate?: string
          token: string
          network: string
          /** @description The user’s smart account */
          wallet_address: string
          /** @description The on-ramp partner’s collection */
          collection_id?: string
          /** @description The transaction that brought the USDC */
          tx_hash?: string
          /** @description Why the USDC is not sent yet: an operator resolves it */
          held?: string
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          created_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          settled_at?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_deposit_failed: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'deposit.failed'
          deposit_id: string
          /** @description CREATED: recorded, the partner being asked; PENDING: the partner waits for the user’s payment; FUNDED: the fiat is in, the USDC is on its way; SETTLED: the USDC is on the user’s account; FAILED: the collection failed or expired (no fiat, no USDC) */
          status: 'CREATED' | 'PENDING' | 'FUNDED' | 'SETTLED' | 'FAILED'
          /** @description Local fiat the user pays, decimal string */
          local_amount: string
          local_currency: string
          /** @description USDC the user gets (the partner’s quote), once known */
          amount_usdc?: string
          /** @description Units of local currency per USDC, the partner’s */
          rate?: string
          token: string
          network: string
          /** @description The user’s smart account */
          wallet_address: string
          /** @description The on-ramp partner’s collection */
          collection_id?: string
          /** @description The transaction that brought the USDC */
          tx_hash?: string
          /** @description Why the USDC is not sent yet: an operator resolves it */
          held?: string
          reason?: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          created_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          updated_at: string
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          settled_at?: string
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  webhook_caas_webhook_test: {
    parameters: {
      query?: never
      header: {
        /**
         * @description `sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret
         * @example sha256=9f86d08…
         */
        'X-Service-Signature': string
        /**
         * @description Service-CaaS-Webhooks/1.0
         * @example Service-CaaS-Webhooks/1.0
         */
        'User-Agent': string
        /** @description Delivery id (Standard Webhooks); the same on every retry of one delivery */
        'webhook-id': string
        /**
         * @description Unix seconds when signed; reject deliveries far from now (replays)
         * @example 1767225600
         */
        'webhook-timestamp': string
        /**
         * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          event: 'webhook.test'
          /**
           * Format: date-time
           * @description RFC 3339 UTC
           */
          timestamp: string
          data: {
            message: string
          }
        }
      }
    }
    responses: {
      /** @description Accepted (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The receiver refused it (a bad signature, for instance): it is retried on the schedule */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
}
