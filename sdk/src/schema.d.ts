/**
 * Generated from the platform's /openapi.json by openapi-typescript: do not edit.
 * Regenerate: npx tsc -p tsconfig.json && WRITE_SDK_SCHEMA=1 npx tap dist/test/sdk/schema_fresh.test.js
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
    post: operations['post_api_v1_auth_register']
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
    post: operations['post_api_v1_auth_login']
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
    post: operations['post_api_v1_auth_refresh']
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
    get: operations['get_api_v1_auth_2fa_status']
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
    post: operations['post_api_v1_auth_2fa_setup']
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
    post: operations['post_api_v1_auth_2fa_enable']
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
    post: operations['post_api_v1_auth_2fa_disable']
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
    get: operations['get_api_v1_api_keys']
    put?: never
    /**
     * Create an API key; the key is shown once
     * @description Dashboard JWT, permission `api_keys:manage`.
     */
    post: operations['post_api_v1_api_keys']
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
    post: operations['post_api_v1_api_keys_id_rotate']
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
    delete: operations['delete_api_v1_api_keys_id']
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
    post: operations['post_api_v1_api_keys_toggle_sandbox']
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
    get: operations['get_api_v1_subscription_current']
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
    get: operations['get_api_v1_subscription_plans']
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
     * Change plan; effective immediately
     * @description Dashboard JWT, permission `billing:manage`.
     */
    post: operations['post_api_v1_subscription_upgrade']
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
    get: operations['get_api_v1_team_roles_permissions']
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
    get: operations['get_api_v1_team']
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
    get?: never
    put?: never
    /**
     * Invite by e-mail (the token travels only in the e-mail)
     * @description Dashboard JWT, permission `team:invite`.
     */
    post: operations['post_api_v1_team_invites']
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
     * Check an invitation token
     * @description No authentication.
     */
    get: operations['get_api_v1_team_invites_verify_token']
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
    post: operations['post_api_v1_team_register']
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
    put: operations['put_api_v1_team_id_permissions']
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
    delete: operations['delete_api_v1_team_id']
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
    put: operations['put_admin_businesses_id_kyc']
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
    get: operations['get_admin_businesses_id_subscription']
    /**
     * Set plan (as upgrade; optional status to expire or cancel)
     * @description Admin token (X-Admin-Token).
     */
    put: operations['put_admin_businesses_id_subscription']
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
    put: operations['put_admin_businesses_id_otc_access']
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
    get: operations['get_api_v1_settings_webhook']
    put?: never
    /**
     * Configure the payments webhook; the first setup returns webhook_secret once
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['post_api_v1_settings_webhook']
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
    post: operations['post_api_v1_settings_webhook_rotate_secret']
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
    post: operations['post_api_v1_settings_webhook_test']
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
    get: operations['get_api_v1_settings_webhook_deliveries']
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
    post: operations['post_api_v1_settings_webhook_deliveries_id_redeliver']
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
    get: operations['get_v1_dashboard_webhooks']
    put?: never
    /**
     * Register a CaaS webhook (url and shared secret; optional event subscriptions, default all)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['post_v1_dashboard_webhooks']
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
    get: operations['get_v1_dashboard_webhooks_logs']
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
     * Deactivate a CaaS webhook permanently
     * @description Dashboard JWT, permission `settings:manage`.
     */
    delete: operations['delete_v1_dashboard_webhooks_id']
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
    post: operations['post_api_v1_sandbox_deposits']
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
    post: operations['post_api_v1_checkout_create']
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
    get: operations['get_api_v1_checkout_verify_sessionId']
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
    get: operations['get_api_v1_checkout_list']
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
    get: operations['get_api_v1_checkout_addresses']
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
    get: operations['get_api_v1_checkout_stats']
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
    get: operations['get_api_v1_refunds']
    put?: never
    /**
     * Refund a paid session, fully or in part (Idempotency-Key supported)
     * @description API key (test_sk_ / live_sk_), permission `checkout:manage`.
     */
    post: operations['post_api_v1_refunds']
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
    get: operations['get_api_v1_refunds_id']
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
    get: operations['get_api_v1_checkout_uuid']
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
    post: operations['post_api_v1_checkout_uuid_select_network']
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
    get: operations['get_api_v1_checkout_uuid_verify_now']
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
    get: operations['get_api_v1_checkout_uuid_page']
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
    get: operations['get_pay_uuid']
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
    get: operations['get_pay_uuid_logo']
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
    post: operations['post_api_v1_settings_wallet_generate']
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
    get: operations['get_api_v1_settings_wallet']
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
    get: operations['get_api_v1_settings_wallet_address_network']
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
    post: operations['post_api_v1_settings_wallet_seed']
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
    get: operations['get_api_v1_settings_checkout']
    /**
     * Set the default session lifetime (5 minutes to 7 days)
     * @description Dashboard JWT, permission `settings:manage`.
     */
    put: operations['put_api_v1_settings_checkout']
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
    get: operations['get_api_v1_settings_settlement_accounts']
    put?: never
    /**
     * Add a settlement bank account
     * @description Dashboard JWT, permission `settings:manage`.
     */
    post: operations['post_api_v1_settings_settlement_accounts']
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
    put: operations['put_api_v1_settings_settlement_accounts_id']
    post?: never
    /**
     * Delete a settlement account
     * @description Dashboard JWT, permission `settings:manage`.
     */
    delete: operations['delete_api_v1_settings_settlement_accounts_id']
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
    post: operations['post_api_v1_subscription_crypto_checkout']
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
    get: operations['get_api_v1_settings_branding']
    /**
     * Set the pay page branding (plans with custom_branding); a field left out stays, "" removes it
     * @description Dashboard JWT, permission `settings:manage`.
     */
    put: operations['put_api_v1_settings_branding']
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
    get: operations['get_api_v1_balance']
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
    get: operations['get_api_v1_balance_entries']
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
    get: operations['get_api_v1_balance_top_up_addresses']
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
    get: operations['get_api_v1_dashboard_balance']
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
    get: operations['get_api_v1_dashboard_balance_entries']
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
    get: operations['get_api_v1_treasury_addresses']
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
    post: operations['post_admin_treasury_sweeps']
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
    get: operations['get_admin_treasury_moves']
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
    get: operations['get_admin_treasury_reconciliation']
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
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['get_api_v1_wallet_customers']
    put?: never
    /**
     * Create a customer wallet; the mnemonic is shown once (Idempotency-Key replays it for 24 h)
     * @description API key (test_sk_ / live_sk_), permission `wallet:manage`.
     */
    post: operations['post_api_v1_wallet_customers']
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
     * @description API key (test_sk_ / live_sk_), permission `wallet:manage`.
     */
    post: operations['post_api_v1_wallet_customer_create']
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
    post: operations['post_api_v1_wallet_customerID_derive']
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
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['get_api_v1_wallet_customerID_addresses']
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
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['get_api_v1_wallet_addresses']
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
    post: operations['post_api_v1_wallet_customerID_transfer']
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
    post: operations['post_api_v1_wallet_estimate_gas']
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
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['get_api_v1_wallet_fees']
    put?: never
    /**
     * Set the fee percent (max 0.5) and switch; fee_addresses replaces the map
     * @description API key (test_sk_ / live_sk_), permission `wallet:manage`.
     */
    post: operations['post_api_v1_wallet_fees']
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
     * @description API key (test_sk_ / live_sk_), permission `wallet:manage`.
     */
    put: operations['put_api_v1_wallet_fees_addresses']
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
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['get_api_v1_wallet_earnings']
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
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['get_api_v1_wallet_customerID_transactions']
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
    get: operations['get_api_v1_wallet_customerID_seed']
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
    post: operations['post_api_v1_wallet_customerID_export_key']
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
    get: operations['get_api_v1_swap_quote']
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
    get: operations['get_api_v1_swap_analytics_overview']
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
    get: operations['get_api_v1_swap_analytics_transactions']
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
    get: operations['get_api_v1_swap_analytics_volume']
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
    post: operations['post_api_v1_swap_customer_customerID']
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
     * @description API key (test_sk_ / live_sk_), permission `wallet:transfer`.
     */
    post: operations['post_api_v1_swap_customerID']
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
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['get_api_v1_swap_customer_customerID_history']
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
     * @description API key (test_sk_ / live_sk_).
     */
    get: operations['get_api_v1_swap_customerID_history']
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
    post: operations['post_caas_v1_users_provision']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    get: operations['get_caas_v1_users_balance']
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
    post: operations['post_caas_v1_users_link_request']
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
    post: operations['post_caas_v1_users_link_confirm']
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
     * Move a user's wallet to a new phone number; emits user.phone_changed
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['post_caas_v1_users_phone_change']
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
    post: operations['post_caas_v1_transfers']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    get: operations['get_caas_v1_transfers_id']
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
    post: operations['post_caas_v1_swaps']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    get: operations['get_caas_v1_swaps_id']
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
    post: operations['post_caas_v1_sandbox_fund']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['post_caas_api_v1_users_provision']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    get: operations['get_caas_api_v1_users_balance']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['post_caas_api_v1_users_link_request']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['post_caas_api_v1_users_link_confirm']
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
     * Move a user's wallet to a new phone number; emits user.phone_changed
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['post_caas_api_v1_users_phone_change']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['post_caas_api_v1_transfers']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    get: operations['get_caas_api_v1_transfers_id']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    post: operations['post_caas_api_v1_swaps']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
     */
    get: operations['get_caas_api_v1_swaps_id']
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
     * @description API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
     */
    post: operations['post_caas_api_v1_sandbox_fund']
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
    post: operations['post_api_v1_giftcards_orders']
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
    get: operations['get_vas_orders_reference']
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
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    get: operations['get_api_v1_vas_orders_reference']
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
    get: operations['get_api_v1_vas_orders']
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
    get: operations['get_api_v1_airtime_detect']
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
    post: operations['post_api_v1_airtime_quote']
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
    post: operations['post_api_v1_airtime_orders']
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
    get: operations['get_api_v1_vas_margins']
    /**
     * Set one category’s margin: a percent of merchant_price or a fixed amount per order (type none clears it)
     * @description API key (test_sk_ / live_sk_), permission `vas:manage`.
     */
    put: operations['put_api_v1_vas_margins']
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
    get: operations['get_api_v1_data_bundles']
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
    post: operations['post_api_v1_data_orders']
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
    get: operations['get_api_v1_bills_billers']
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
    post: operations['post_api_v1_bills_orders']
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
    get: operations['get_api_v1_giftcards_countries']
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
    get: operations['get_api_v1_giftcards_products']
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
    get: operations['get_v1_market_prices']
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
    get: operations['get_v1_market_symbols']
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
    get: operations['get_v1_market_health']
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
    get: operations['get_v1_market_live']
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
    get: operations['get_healthz']
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
    get: operations['get_readyz']
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
    get: operations['get_metrics']
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
    get: operations['get_openapi_json']
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
    get: operations['get_docs']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    Error: {
      error: string
      code?: string
      request_id?: string
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  post_api_v1_auth_register: {
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
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            user_id: string
            business_id: string
            access_token: string
            refresh_token: string
            /** @description Seconds until the access token expires */
            expires_in: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_auth_login: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            access_token: string
            refresh_token: string
            /** @description Seconds until the access token expires */
            expires_in: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_auth_refresh: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            access_token: string
            refresh_token: string
            /** @description Seconds until the access token expires */
            expires_in: number
            /** @constant */
            token_type: 'Bearer'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_auth_2fa_status: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            enabled: boolean
            verified: boolean
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_auth_2fa_setup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            secret: string
            qr_code_url: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_auth_2fa_enable: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            enabled: boolean
            message: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_auth_2fa_disable: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            enabled: boolean
            message: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_api_keys: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            keys: {
              id: string
              name: string
              environment: 'test' | 'live'
              legacy: boolean
              product: 'payments' | 'caas'
              permissions: string[]
              key_hint: string
              status: 'active' | 'revoked'
              /** Format: date-time */
              created_at: string
              /** Format: date-time */
              rotated_at?: string
              /** Format: date-time */
              revoked_at?: string
            }[]
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_api_keys: {
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
        }
      }
    }
    responses: {
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            name: string
            environment: 'test' | 'live'
            legacy: boolean
            product: 'payments' | 'caas'
            permissions: string[]
            key_hint: string
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_api_keys_id_rotate: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            name: string
            environment: 'test' | 'live'
            legacy: boolean
            product: 'payments' | 'caas'
            permissions: string[]
            key_hint: string
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  delete_api_v1_api_keys_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            name: string
            environment: 'test' | 'live'
            legacy: boolean
            product: 'payments' | 'caas'
            permissions: string[]
            key_hint: string
            status: 'active' | 'revoked'
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            rotated_at?: string
            /** Format: date-time */
            revoked_at?: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_api_keys_toggle_sandbox: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            name: string
            environment: 'test' | 'live'
            legacy: boolean
            product: 'payments' | 'caas'
            permissions: string[]
            key_hint: string
            status: 'active' | 'revoked'
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            rotated_at?: string
            /** Format: date-time */
            revoked_at?: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_subscription_current: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            plan: {
              name: 'starter' | 'professional' | 'business' | 'enterprise'
              duration: 'monthly' | 'annual'
              status: 'active' | 'cancelled' | 'expired'
              /** Format: date-time */
              expiry: string
            }
            limits: {
              /** @description -1 means unlimited */
              max_wallet_addresses: number
              /** @description -1 means unlimited */
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
              wallet_addresses_used: number
              transactions_this_month: number
            }
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_subscription_plans: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            plans: {
              id: 'starter' | 'professional' | 'business' | 'enterprise'
              name: string
              price_monthly?: number
              price_annual?: number
              description: string
              limits: {
                /** @description -1 means unlimited */
                max_wallet_addresses: number
                /** @description -1 means unlimited */
                max_transactions_per_month: number
              }
              features: string[]
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_subscription_upgrade: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
            plan: 'starter' | 'professional' | 'business' | 'enterprise'
            status: 'active' | 'cancelled' | 'expired'
            /** Format: date-time */
            expiry: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_team_roles_permissions: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
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
              tier: 'everyday' | 'sensitive'
              owner_only: boolean
              gates: string
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_team: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            members: {
              id: string
              email: string
              first_name: string
              last_name: string
              role: 'owner' | 'admin' | 'member'
              permissions: string[]
              two_factor_enabled: boolean
              /** Format: date-time */
              created_at: string
            }[]
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_team_invites: {
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
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            email: string
            role: 'admin' | 'member'
            permissions: string[]
            /** Format: date-time */
            expires_at: string
            message: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_team_invites_verify_token: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_team_register: {
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
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            user_id: string
            business_id: string
            role: 'owner' | 'admin' | 'member'
            access_token: string
            refresh_token: string
            /** @description Seconds until the access token expires */
            expires_in: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_api_v1_team_id_permissions: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  delete_api_v1_team_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            /** @constant */
            removed: true
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_admin_businesses_id_kyc: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            business_id: string
            kyc_status: 'pending' | 'approved' | 'rejected'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_admin_businesses_id_subscription: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
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
              /** @description -1 means unlimited */
              max_wallet_addresses: number
              /** @description -1 means unlimited */
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
              wallet_addresses_used: number
              transactions_this_month: number
            }
            /** Format: date-time */
            started_at: string
            raw_status: 'active' | 'cancelled' | 'expired'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_admin_businesses_id_subscription: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
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
              /** @description -1 means unlimited */
              max_wallet_addresses: number
              /** @description -1 means unlimited */
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
              wallet_addresses_used: number
              transactions_this_month: number
            }
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_admin_businesses_id_otc_access: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            business_id: string
            otc_access: boolean
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_settings_webhook: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            url?: string
            webhook_url?: string
            events: string[]
            is_active: boolean
            wallet_webhook_enabled: boolean
            secret_version?: number
            dispatching: boolean
            /** @description plan or not_configured; absent while dispatching */
            dispatching_reason?: string
            /** Format: date-time */
            created_at?: string
            /** Format: date-time */
            updated_at?: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_settings_webhook: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json':
          | {
              /** @description HTTPS URL (http and loopback allowed outside production) */
              url: string
              events?: string[]
              wallet_webhook_enabled?: boolean
            }
          | {
              /** @description HTTPS URL (http and loopback allowed outside production) */
              webhook_url: string
              /** @default false */
              wallet_webhook_enabled?: boolean
              events?: string[]
            }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            url?: string
            webhook_url?: string
            events: string[]
            is_active: boolean
            wallet_webhook_enabled: boolean
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_settings_webhook_rotate_secret: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            webhook_secret: string
            message: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_settings_webhook_test: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_settings_webhook_deliveries: {
    parameters: {
      query: {
        page: number
        limit: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            deliveries: {
              id: string
              event_id: string
              endpoint_id: string
              event: string
              status: string
              skip_reason?: string
              attempts: number
              last_status_code?: number
              last_error?: string
              /** Format: date-time */
              created_at: string
              /** Format: date-time */
              delivered_at?: string
              /** Format: date-time */
              next_attempt_at?: string
              history: {
                attempt: number
                /** Format: date-time */
                at: string
                status_code?: number
                duration_ms: number
                error?: string
              }[]
            }[]
            total: number
            page: number
            limit: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_settings_webhook_deliveries_id_redeliver: {
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
      /** @description HTTP 202 */
      202: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_v1_dashboard_webhooks: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            webhooks: {
              id: string
              url: string
              events: string[]
              is_active: boolean
              /** Format: date-time */
              created_at: string
              /** Format: date-time */
              updated_at: string
            }[]
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_v1_dashboard_webhooks: {
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
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            url: string
            events: string[]
            is_active: boolean
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            updated_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_v1_dashboard_webhooks_logs: {
    parameters: {
      query: {
        page: number
        limit: number
        endpoint_id?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            deliveries: {
              id: string
              event_id: string
              endpoint_id: string
              event: string
              status: string
              skip_reason?: string
              attempts: number
              last_status_code?: number
              last_error?: string
              /** Format: date-time */
              created_at: string
              /** Format: date-time */
              delivered_at?: string
              /** Format: date-time */
              next_attempt_at?: string
              history: {
                attempt: number
                /** Format: date-time */
                at: string
                status_code?: number
                duration_ms: number
                error?: string
              }[]
            }[]
            total: number
            page: number
            limit: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  delete_v1_dashboard_webhooks_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: string
            url: string
            events: string[]
            is_active: boolean
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            updated_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_sandbox_deposits: {
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
      /** @description HTTP 201 */
      201: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_checkout_create: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          amount: number | string
          currency: string
          reference?: string
          description?: string
          /** Format: email */
          customer_email?: string
          customer_name?: string
          /** Format: http-url */
          callback_url?: string
          payment_method?: string
          metadata?: {
            [key: string]: unknown
          }
          /** @description Overrides the merchant default (30 unless changed in settings) */
          expires_in_minutes?: number
        }
      }
    }
    responses: {
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            session_id: string
            payment_url: string
            /** @description Fiat amount, from the exact minor units */
            amount: number
            currency: string
            status: 'pending' | 'paid' | 'expired' | 'failed'
            /** Format: date-time */
            expires_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_checkout_verify_sessionId: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            session_id: string
            reference?: string
            amount: number
            currency: string
            status: 'pending' | 'paid' | 'expired' | 'failed'
            payment_method: string
            /** Format: date-time */
            expires_at: string
            callback_url?: string
            /** Format: date-time */
            paid_at?: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_checkout_list: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            payments: {
              id: number
              session_id: string
              reference?: string
              amount: number
              currency: string
              status: 'pending' | 'paid' | 'expired' | 'failed'
              payment_method: string
              /** Format: date-time */
              expires_at: string
              callback_url?: string
              /** Format: date-time */
              paid_at?: string
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
            }[]
            total: number
            page: number
            limit: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_checkout_addresses: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
            total: number
            page: number
            limit: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_checkout_stats: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            total_sessions: number
            paid_sessions: number
            pending_sessions: number
            expired_sessions: number
            failed_sessions: number
            /** @description Percent of closed sessions that were paid, two places */
            success_rate: string
            total_volume: {
              currency: string
              amount: string
              payments: number
            }[]
            network_breakdown: {
              network: string
              fiat_currency: string
              sessions: number
              paid_sessions: number
              volume: string
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_refunds: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            refunds: {
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
            }[]
            total: number
            page: number
            limit: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_refunds: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          session_id: string
          reason: string
          amount?: number | string
          /** @description Where to send; defaults to the payer on account-based chains */
          refund_address?: string
        }
      }
    }
    responses: {
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_refunds_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_checkout_uuid: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            session_id: string
            reference?: string
            amount: number
            currency: string
            status: 'pending' | 'paid' | 'expired' | 'failed'
            payment_method: string
            /** Format: date-time */
            expires_at: string
            callback_url?: string
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_checkout_uuid_select_network: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_checkout_uuid_verify_now: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            status: 'pending' | 'paid' | 'expired' | 'failed' | 'partial'
            /** Format: date-time */
            paid_at?: string
            paid_amount: string
            amount_crypto?: string
            exception: 'none' | 'partial' | 'overpaid' | 'paid_late'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_checkout_uuid_page: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
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
              confirmations: number
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_pay_uuid: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      /** @description HTTP 404 */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_pay_uuid_logo: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'image/png': string
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_settings_wallet_generate: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 201 */
      201: {
        headers: {
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
              sessions_derived: number
              session_ttl_minutes: number
            }
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_settings_wallet: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
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
              sessions_derived: number
              session_ttl_minutes: number
            }
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_settings_wallet_address_network: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_settings_wallet_seed: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            mnemonic: string[]
            word_count: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_settings_checkout: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            session_ttl_minutes: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_api_v1_settings_checkout: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          session_ttl_minutes: number
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            session_ttl_minutes: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_settings_settlement_accounts: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            accounts: {
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
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_settings_settlement_accounts: {
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
        }
      }
    }
    responses: {
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_api_v1_settings_settlement_accounts_id: {
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
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  delete_api_v1_settings_settlement_accounts_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_subscription_crypto_checkout: {
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
      /** @description HTTP 201 */
      201: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_settings_branding: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
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
            logo_bytes?: number
            /** Format: date-time */
            updated_at?: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_api_v1_settings_branding: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
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
            logo_bytes?: number
            /** Format: date-time */
            updated_at?: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_balance: {
    parameters: {
      query?: {
        /** @description USDT or USDC */
        currency?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            is_test_mode: boolean
            balances: {
              currency: 'USDT' | 'USDC'
              /** @description Base-unit decimals of every amount here (6) */
              decimals: number
              /** @description Integer in balance base units (6 decimals) */
              available: string
              available_decimal: string
              /** @description Incoming: top-ups detected on chain, not yet confirmed */
              pending: string
              pending_decimal: string
              /** @description Outgoing: reserved by orders in progress, not yet debited */
              held: string
              held_decimal: string
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_balance_entries: {
    parameters: {
      query: {
        /** @description USDT or USDC */
        currency?: string
        /** @description credit or debit */
        direction?: string
        /** @description Entries created at or after this instant (RFC 3339) */
        from?: string
        /** @description Entries created before this instant (RFC 3339) */
        to?: string
        page: number
        limit: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            is_test_mode: boolean
            entries: {
              /** @description The ledger transfer id */
              id: string
              currency: 'USDT' | 'USDC'
              direction: 'credit' | 'debit'
              /** @description Integer in balance base units (6 decimals) */
              amount: string
              amount_decimal: string
              /** @description pending: reserved, not yet final; posted: final; voided: a pending entry cancelled (nothing moved) */
              status: 'pending' | 'posted' | 'voided'
              /** @description Why the money moved: top_up, top_up_reversal, vas_order (a VAS order’s hold; more as products debit the balance) */
              type: string
              network?: string
              tx_hash?: string
              deposit_id?: string
              /** Format: date-time */
              created_at: string
            }[]
            page: number
            limit: number
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_balance_top_up_addresses: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_dashboard_balance: {
    parameters: {
      query: {
        /** @description USDT or USDC */
        currency?: string
        /** @description Whose money: test or live */
        environment: 'test' | 'live'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            is_test_mode: boolean
            balances: {
              currency: 'USDT' | 'USDC'
              /** @description Base-unit decimals of every amount here (6) */
              decimals: number
              /** @description Integer in balance base units (6 decimals) */
              available: string
              available_decimal: string
              /** @description Incoming: top-ups detected on chain, not yet confirmed */
              pending: string
              pending_decimal: string
              /** @description Outgoing: reserved by orders in progress, not yet debited */
              held: string
              held_decimal: string
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_dashboard_balance_entries: {
    parameters: {
      query: {
        /** @description USDT or USDC */
        currency?: string
        /** @description credit or debit */
        direction?: string
        /** @description Entries created at or after this instant (RFC 3339) */
        from?: string
        /** @description Entries created before this instant (RFC 3339) */
        to?: string
        page: number
        limit: number
        /** @description Whose money: test or live */
        environment: 'test' | 'live'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            is_test_mode: boolean
            entries: {
              /** @description The ledger transfer id */
              id: string
              currency: 'USDT' | 'USDC'
              direction: 'credit' | 'debit'
              /** @description Integer in balance base units (6 decimals) */
              amount: string
              amount_decimal: string
              /** @description pending: reserved, not yet final; posted: final; voided: a pending entry cancelled (nothing moved) */
              status: 'pending' | 'posted' | 'voided'
              /** @description Why the money moved: top_up, top_up_reversal, vas_order (a VAS order’s hold; more as products debit the balance) */
              type: string
              network?: string
              tx_hash?: string
              deposit_id?: string
              /** Format: date-time */
              created_at: string
            }[]
            page: number
            limit: number
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_treasury_addresses: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            is_test_mode: boolean
            addresses: {
              network: string
              /** @description Index 0 of the business wallet: sweeps arrive here, gas top-ups leave from here */
              address: string
              native_currency: string
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_admin_treasury_sweeps: {
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
          environment: 'test' | 'live'
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_admin_treasury_moves: {
    parameters: {
      query: {
        /** @description Test (sandbox) or live money */
        environment: 'test' | 'live'
        business_id?: string
        limit: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_admin_treasury_reconciliation: {
    parameters: {
      query: {
        /** @description Test (sandbox) or live money */
        environment: 'test' | 'live'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            environment: 'test' | 'live'
            /** Format: date-time */
            checked_at: string
            /** @description Rows whose chain and ledger disagree or whose chain could not be read */
            differences: number
            accounts: {
              account_id: string
              address_class: 'session' | 'treasury' | 'topup'
              network: string
              currency: string
              /** @description Addresses of this class on this network, summed on the chain side */
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_wallet_customers: {
    parameters: {
      query: {
        page: number
        limit: number
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            customers: {
              customer_id: string
              wallet_id: number
              /** Format: date-time */
              created_at: string
            }[]
            page: number
            limit: number
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_wallet_customers: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          customer_id: string
          /** @description 12 (default) or 24 */
          word_count?: unknown
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            customer_id: string
            wallet_id: number
            /** Format: date-time */
            created_at: string
            /** @description Shown once */
            mnemonic: string[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_wallet_customer_create: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          customer_id: string
          /** @description 12 (default) or 24 */
          word_count?: unknown
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            customer_id: string
            wallet_id: number
            /** Format: date-time */
            created_at: string
            /** @description Shown once */
            mnemonic: string[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_wallet_customerID_derive: {
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
          /** @default 0 */
          index: number
          /** @default false */
          is_testnet: boolean
          /** @default false */
          enable_monitoring: boolean
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            customer_id: string
            network: string
            address: string
            index: number
            derivation_path: string
            is_testnet: boolean
            monitored: boolean
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_wallet_customerID_addresses: {
    parameters: {
      query: {
        refresh: boolean
      }
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            customer_id: string
            addresses: {
              id: number
              address: string
              network: string
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
            }[]
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_wallet_addresses: {
    parameters: {
      query: {
        page: number
        limit: number
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            addresses: {
              customer_id: string
              wallet_id: number
              id: number
              address: string
              network: string
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
            page: number
            limit: number
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_wallet_customerID_transfer: {
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
          currency: string
          to_address: string
          /** @description A decimal such as "1.5" (converted with the currency's decimals) or an integer in base units */
          amount: string
          /** @default 0 */
          index: number
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_wallet_estimate_gas: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Integer in base units */
            gas_limit: string
            /** @description Integer in base units */
            gas_price: string
            /** @description Integer in base units */
            estimated_fee: string
            estimated_fee_decimal: string
            fee_currency: string
            estimated_fee_usd?: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_wallet_fees: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            fee_percent: string
            is_enabled: boolean
            fee_addresses: {
              [key: string]: string
            }
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_wallet_fees: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            fee_percent: string
            is_enabled: boolean
            fee_addresses: {
              [key: string]: string
            }
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_api_v1_wallet_fees_addresses: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_wallet_earnings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            total_fees_by_currency: {
              currency: string
              network: string
              /** @description Integer in base units */
              total_amount: string
              total_amount_decimal: string
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
            total_transfers: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_wallet_customerID_transactions: {
    parameters: {
      query: {
        page: number
        limit: number
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            customer_id: string
            transactions: {
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
              confirmations: number
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
            }[]
            page: number
            limit: number
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_wallet_customerID_seed: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            customer_id: string
            mnemonic: string[]
            word_count: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_wallet_customerID_export_key: {
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
          /** @default 0 */
          index: number
          is_testnet?: boolean
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            address: string
            private_key: string
            network: string
            index: number
            derivation_path: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_swap_quote: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
            /** @description Unix seconds; the on-chain deadline of a swap executed with it */
            expires_at: number
            source: 'chain' | 'hub_prices' | 'bridge'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_swap_analytics_overview: {
    parameters: {
      query: {
        days: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            period: string
            total_swaps: number
            dex_swaps: number
            bridge_swaps: number
            pending_swaps: number
            confirmed_swaps: number
            failed_swaps: number
            unique_customers: number
            top_from_chains: {
              chain: string
              count: number
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_swap_analytics_transactions: {
    parameters: {
      query: {
        page: number
        limit: number
        status?: 'pending' | 'confirmed' | 'failed'
        type?: 'dex' | 'bridge'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            swaps: {
              id: number
              business_id: string
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
            }[]
            total: number
            page: number
            limit: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_swap_analytics_volume: {
    parameters: {
      query: {
        days: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            period_days: number
            chart: {
              date: string
              total_swaps: number
              dex_swaps: number
              bridge_swaps: number
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_swap_customer_customerID: {
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
          from_chain?: string
          to_chain?: string
          from_token?: string
          to_token?: string
          amount_in?: string
          /** @description Default 1; use the quote’s to_amount_min */
          amount_out_min?: string
          /** @description The quote’s expires_at (the on-chain deadline); default now + 30 s */
          expires_at?: number
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            tx_hash: string
            /** @constant */
            status: 'pending'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_swap_customerID: {
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
          from_chain?: string
          to_chain?: string
          from_token?: string
          to_token?: string
          amount_in?: string
          /** @description Default 1; use the quote’s to_amount_min */
          amount_out_min?: string
          /** @description The quote’s expires_at (the on-chain deadline); default now + 30 s */
          expires_at?: number
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            tx_hash: string
            /** @constant */
            status: 'pending'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_swap_customer_customerID_history: {
    parameters: {
      query: {
        page: number
        limit: number
      }
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            swaps: {
              id: number
              business_id: string
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
            }[]
            total: number
            page: number
            limit: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_swap_customerID_history: {
    parameters: {
      query: {
        page: number
        limit: number
      }
      header?: never
      path: {
        customerID: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            swaps: {
              id: number
              business_id: string
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
            }[]
            total: number
            page: number
            limit: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_v1_users_provision: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
            status?: 'PROVISIONED' | 'ADOPTED' | 'ALREADY_EXISTS' | 'LINK_REQUIRED'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_caas_v1_users_balance: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_v1_users_link_request: {
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
      /** @description HTTP 202 */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            blind_index: string
            wallet_address: string
            status: 'CODE_SENT' | 'CODE_PENDING'
            /** Format: date-time */
            expires_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_v1_users_link_confirm: {
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
          code: string
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_v1_users_phone_change: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_v1_transfers: {
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
          from_phone_number: string
          /** @description International format, e.g. "+447911123456" */
          to_phone_number: string
          /** @description Decimal string, at most 6 places, e.g. "12.5" */
          amount: string
          token?: string
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description HTTP 202 */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_caas_v1_transfers_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_v1_swaps: {
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
          /** @description Token contract address, or `native` (or empty) for the native coin */
          from_token: string
          /** @description Token contract address, or `native` (or empty) for the native coin */
          to_token: string
          /** @description Base units of from_token */
          amount_in: string
          /** @description Integer, base units of the token */
          amount_out_min?: string
          /** @description The quote’s expires_at (the on-chain deadline); default now + 30 s */
          expires_at?: number
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description HTTP 202 */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            swap_id: string
            status: 'QUEUED' | 'SUBMITTED' | 'SETTLED' | 'FAILED'
            /** @description Token address or `native` */
            token_in: string
            /** @description Token address or `native` */
            token_out: string
            /** @description Base units of the token */
            amount_in: string
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_caas_v1_swaps_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            swap_id: string
            status: 'QUEUED' | 'SUBMITTED' | 'SETTLED' | 'FAILED'
            /** @description Token address or `native` */
            token_in: string
            /** @description Token address or `native` */
            token_out: string
            /** @description Base units of the token */
            amount_in: string
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_v1_sandbox_fund: {
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
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_api_v1_users_provision: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
            status?: 'PROVISIONED' | 'ADOPTED' | 'ALREADY_EXISTS' | 'LINK_REQUIRED'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_caas_api_v1_users_balance: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_api_v1_users_link_request: {
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
      /** @description HTTP 202 */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            blind_index: string
            wallet_address: string
            status: 'CODE_SENT' | 'CODE_PENDING'
            /** Format: date-time */
            expires_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_api_v1_users_link_confirm: {
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
          code: string
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_api_v1_users_phone_change: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_api_v1_transfers: {
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
          from_phone_number: string
          /** @description International format, e.g. "+447911123456" */
          to_phone_number: string
          /** @description Decimal string, at most 6 places, e.g. "12.5" */
          amount: string
          token?: string
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description HTTP 202 */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_caas_api_v1_transfers_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_api_v1_swaps: {
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
          /** @description Token contract address, or `native` (or empty) for the native coin */
          from_token: string
          /** @description Token contract address, or `native` (or empty) for the native coin */
          to_token: string
          /** @description Base units of from_token */
          amount_in: string
          /** @description Integer, base units of the token */
          amount_out_min?: string
          /** @description The quote’s expires_at (the on-chain deadline); default now + 30 s */
          expires_at?: number
          idempotency_key?: string
        }
      }
    }
    responses: {
      /** @description HTTP 202 */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            swap_id: string
            status: 'QUEUED' | 'SUBMITTED' | 'SETTLED' | 'FAILED'
            /** @description Token address or `native` */
            token_in: string
            /** @description Token address or `native` */
            token_out: string
            /** @description Base units of the token */
            amount_in: string
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_caas_api_v1_swaps_id: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            swap_id: string
            status: 'QUEUED' | 'SUBMITTED' | 'SETTLED' | 'FAILED'
            /** @description Token address or `native` */
            token_in: string
            /** @description Token address or `native` */
            token_out: string
            /** @description Base units of the token */
            amount_in: string
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_caas_api_v1_sandbox_fund: {
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
      /** @description HTTP 201 */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_giftcards_orders: {
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
          product_id: number
          /** @description In the product’s sender currency */
          unit_price: string
          /** @default 1 */
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            reference: string
            category: 'giftcard' | 'airtime' | 'data' | 'bill'
            /** @description processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released) */
            status: 'processing' | 'successful' | 'failed'
            /** @description BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED */
            failure_code?: string
            failure_message?: string
            /** @description Gift card product, or airtime operator */
            product_id: number
            product_name: string
            country_code: string
            unit_price: string
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
            provider_transaction_id?: number
            /** @description Only in the order answer and GET /vas/orders/{reference}; never in a webhook */
            redeem_codes?: {
              card_number: string
              pin_code: string
            }[]
            is_test_mode: boolean
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            updated_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_vas_orders_reference: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            reference: string
            category: 'giftcard' | 'airtime' | 'data' | 'bill'
            /** @description processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released) */
            status: 'processing' | 'successful' | 'failed'
            /** @description BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED */
            failure_code?: string
            failure_message?: string
            /** @description Gift card product, or airtime operator */
            product_id: number
            product_name: string
            country_code: string
            unit_price: string
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
            provider_transaction_id?: number
            /** @description Only in the order answer and GET /vas/orders/{reference}; never in a webhook */
            redeem_codes?: {
              card_number: string
              pin_code: string
            }[]
            is_test_mode: boolean
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            updated_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_vas_orders_reference: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            reference: string
            category: 'giftcard' | 'airtime' | 'data' | 'bill'
            /** @description processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released) */
            status: 'processing' | 'successful' | 'failed'
            /** @description BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED */
            failure_code?: string
            failure_message?: string
            /** @description Gift card product, or airtime operator */
            product_id: number
            product_name: string
            country_code: string
            unit_price: string
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
            provider_transaction_id?: number
            /** @description Only in the order answer and GET /vas/orders/{reference}; never in a webhook */
            redeem_codes?: {
              card_number: string
              pin_code: string
            }[]
            is_test_mode: boolean
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            updated_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_vas_orders: {
    parameters: {
      query: {
        status?: 'processing' | 'successful' | 'failed'
        category?: 'giftcard' | 'airtime' | 'data' | 'bill'
        customer_id?: string
        page: number
        limit: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            orders: {
              reference: string
              category: 'giftcard' | 'airtime' | 'data' | 'bill'
              /** @description processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released) */
              status: 'processing' | 'successful' | 'failed'
              /** @description BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED */
              failure_code?: string
              failure_message?: string
              /** @description Gift card product, or airtime operator */
              product_id: number
              product_name: string
              country_code: string
              unit_price: string
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
              provider_transaction_id?: number
              /** @description Only in the order answer and GET /vas/orders/{reference}; never in a webhook */
              redeem_codes?: {
                card_number: string
                pin_code: string
              }[]
              is_test_mode: boolean
              /** Format: date-time */
              created_at: string
              /** Format: date-time */
              updated_at: string
            }[]
            page: number
            limit: number
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_airtime_detect: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_airtime_quote: {
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
          /** @description Detected from the phone when absent */
          operator_id?: number
          amount: string
          /** @description amount is in the recipient’s currency */
          use_local_amount?: boolean
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            phone: string
            operator: {
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
            amount: string
            recipient_amount: string
            recipient_currency: string
            /** @description The sender currency of amount (USD) */
            currency: string
            merchant_price: string
            merchant_markup: string
            customer_price: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_airtime_orders: {
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
          /** @description Detected from the phone when absent */
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            reference: string
            category: 'giftcard' | 'airtime' | 'data' | 'bill'
            /** @description processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released) */
            status: 'processing' | 'successful' | 'failed'
            /** @description BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED */
            failure_code?: string
            failure_message?: string
            /** @description Gift card product, or airtime operator */
            product_id: number
            product_name: string
            country_code: string
            unit_price: string
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
            provider_transaction_id?: number
            /** @description Only in the order answer and GET /vas/orders/{reference}; never in a webhook */
            redeem_codes?: {
              card_number: string
              pin_code: string
            }[]
            is_test_mode: boolean
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            updated_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_vas_margins: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The merchant’s margin per category (fixed 0 when none is set); merchant_markup on quotes and orders */
            margins: {
              category: 'giftcard' | 'airtime' | 'data' | 'bill'
              type: 'percent' | 'fixed'
              value: string
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  put_api_v1_vas_margins: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The merchant’s margin per category (fixed 0 when none is set); merchant_markup on quotes and orders */
            margins: {
              category: 'giftcard' | 'airtime' | 'data' | 'bill'
              type: 'percent' | 'fixed'
              value: string
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_data_bundles: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            operators: {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_data_orders: {
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
          /** @description A data bundle operator (GET /api/v1/data/bundles) */
          operator_id: number
          /** @description One of the operator’s bundle amounts */
          amount: string
          customer_id?: string
          currency?: 'USDT' | 'USDC'
        }
      }
    }
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            reference: string
            category: 'giftcard' | 'airtime' | 'data' | 'bill'
            /** @description processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released) */
            status: 'processing' | 'successful' | 'failed'
            /** @description BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED */
            failure_code?: string
            failure_message?: string
            /** @description Gift card product, or airtime operator */
            product_id: number
            product_name: string
            country_code: string
            unit_price: string
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
            provider_transaction_id?: number
            /** @description Only in the order answer and GET /vas/orders/{reference}; never in a webhook */
            redeem_codes?: {
              card_number: string
              pin_code: string
            }[]
            is_test_mode: boolean
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            updated_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_bills_billers: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            billers: {
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
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  post_api_v1_bills_orders: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            reference: string
            category: 'giftcard' | 'airtime' | 'data' | 'bill'
            /** @description processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released) */
            status: 'processing' | 'successful' | 'failed'
            /** @description BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED */
            failure_code?: string
            failure_message?: string
            /** @description Gift card product, or airtime operator */
            product_id: number
            product_name: string
            country_code: string
            unit_price: string
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
            provider_transaction_id?: number
            /** @description Only in the order answer and GET /vas/orders/{reference}; never in a webhook */
            redeem_codes?: {
              card_number: string
              pin_code: string
            }[]
            is_test_mode: boolean
            /** Format: date-time */
            created_at: string
            /** Format: date-time */
            updated_at: string
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_giftcards_countries: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            countries: {
              iso_name: string
              name: string
              currency_code: string
              currency_name: string
              flag_url: string
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_api_v1_giftcards_products: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            products: {
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
            }[]
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_v1_market_prices: {
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
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description By symbol */
            prices: {
              [key: string]: {
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
            }
            /** @description Requested symbols the hub does not quote, or not valid tickers */
            unknown: string[]
            position: {
              offset: string
              epoch: string
            }
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_v1_market_symbols: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            symbols: string[]
            total: number
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_v1_market_health: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description ok | stale | down */
            status: string
            source: string
            symbols: number
            /**
             * Format: date-time
             * @description Absent before the first tick
             */
            last_tick_at?: string
            /** @description Absent before the first tick */
            staleness_ms?: number
            position: {
              offset: string
              epoch: string
            }
          }
        }
      }
      /** @description HTTP 503 */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json':
            | {
                /** @description ok | stale | down */
                status: string
                source: string
                symbols: number
                /**
                 * Format: date-time
                 * @description Absent before the first tick
                 */
                last_tick_at?: string
                /** @description Absent before the first tick */
                staleness_ms?: number
                position: {
                  offset: string
                  epoch: string
                }
              }
            | {
                /** @constant */
                status: 'down'
                /** @constant */
                source: 'unknown'
                error: string
                /** @constant */
                code: 'HUB_UNAVAILABLE'
              }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_v1_market_live: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_healthz: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            status: 'ok'
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_readyz: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
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
      /** @description HTTP 503 */
      503: {
        headers: {
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
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_metrics: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/plain; version=0.0.4': string
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_openapi_json: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            openapi: '3.1.0'
            info: {
              title: string
              version: string
            }
            servers: {
              url: string
            }[]
            /** @description Path -> method -> operation */
            paths: {
              [key: string]: {
                [key: string]: unknown
              }
            }
            components: {
              schemas: {
                [key: string]: unknown
              }
              securitySchemes: {
                [key: string]: unknown
              }
            }
          }
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  get_docs: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTTP 200 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/html; charset=utf-8': string
        }
      }
      /** @description Client error */
      '4XX': {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
}
