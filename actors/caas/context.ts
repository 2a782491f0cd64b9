/**
 * What every CaaS method needs, built once per payments role: configuration,
 * the platform wallet, the offline address computation, the phone sealer,
 * the SMS sender, and small helpers that turn a request's phone number into
 * the user actor it addresses.
 */
import type { Caller } from '../../platform/caller'
import { RejectionError, reject } from '../../platform/errors'
import type { PaymentsContext } from '../runtime/service/module'
import { Sealer } from '../../platform/secrets/sealer'
import { CounterfactualAccounts } from '../../chains/aa/counterfactual'
import { OwnerKeys, ownerPath } from '../../chains/aa/owner_keys'
import { chainsFor, type ChainService } from '../chains'
import { caasUserRef } from './user/decide'
import type { CaasMode, CaasWallet, Identity } from './user/state'
import type { CaasUserCommand, CaasUserReply } from './user/commands'
import { loadCaasConfig, type CaasConfig } from './config'
import { configEnv } from '../../platform/config_variables'
import { blindIndex, normalizePhone } from './phone'
import { PlatformWallet } from './platform_wallet'
import type { CaasSmsSenders } from './sms'
import { walletSalt } from './wallet_salt'

export interface Phone {
  readonly e164: string
  readonly blindIndex: string
  readonly mode: CaasMode
  readonly ref: ReturnType<typeof caasUserRef>
}

export class CaasContext {
  readonly config: CaasConfig
  readonly wallet: PlatformWallet
  readonly phoneSealer: Sealer
  private accounts: { owners: OwnerKeys; addresses: CounterfactualAccounts } | undefined

  constructor(
    readonly payments: PaymentsContext,
    readonly sms: CaasSmsSenders,
    env: NodeJS.ProcessEnv = configEnv(),
  ) {
    this.config = loadCaasConfig(env, payments.masterKey, payments.config.env === 'production')
    this.wallet = new PlatformWallet(
      payments.sql,
      () => this.chains.pool,
      () => payments.clock.nowMs(),
    )
    this.phoneSealer = new Sealer(payments.masterKey, 'caas-phone')
  }

  get chains(): ChainService {
    return chainsFor(this.payments)
  }

  /** Parses and blinds a phone number; 400 invalid_phone_number when it is not E.164. */
  phone(input: string, caller: Caller, field = 'phone_number'): Phone {
    const checked = normalizePhone(input)
    if (!checked.ok) throw new RejectionError(reject('INVALID_PHONE_NUMBER', checked.reason, field))
    const index = blindIndex(this.config.blindIndexKey, checked.e164)
    const mode: CaasMode = caller.isTestMode ? 'test' : 'live'
    return { e164: checked.e164, blindIndex: index, mode, ref: caasUserRef(`${mode}:${index}`) }
  }

  identity(phone: Phone): Identity {
    return { mode: phone.mode, blindIndex: phone.blindIndex, sealedPhone: this.phoneSealer.seal(phone.e164, phone.ref.id) }
  }

  /** The smart account of a number's wallet generation in a mode: pure computation from the xpub (loaded once). */
  async walletFor(index: string, mode: CaasMode, generation: number): Promise<CaasWallet> {
    if (!this.accounts) {
      const keys = await this.wallet.keys()
      this.accounts ??= {
        owners: new OwnerKeys(keys.xpub),
        addresses: new CounterfactualAccounts({ factory: this.config.factory, implementation: this.config.implementation }),
      }
    }
    const salt = walletSalt(index, mode, generation)
    const owner = this.accounts.owners.ownerOf(salt)
    return {
      address: this.accounts.addresses.addressOf(owner, salt),
      owner,
      ownerPath: ownerPath(salt),
      salt: Buffer.from(salt).toString('hex'),
      generation,
    }
  }

  /** Asks a user actor; a rejection becomes the RejectionError the gateway maps. */
  async user(ref: ReturnType<typeof caasUserRef>, command: CaasUserCommand): Promise<CaasUserReply> {
    const result = await this.payments.host.ask(ref, command)
    if (!result.ok) throw new RejectionError(result.rejection)
    return result.reply
  }

  /**
   * Provision or ensure: asks without a wallet first, so an existing user
   * costs no cryptography; a new one answers `recompute` with the wallet
   * generation to compute (0, or the next one for a number whose wallet
   * moved away), and the second ask creates it. The new wallet is watched
   * before the user exists, so a wallet a merchant has been shown is always
   * watched (a failed watch fails the request, and its retry watches again).
   */
  async onboard(phone: Phone, make: (wallet: CaasWallet | null) => CaasUserCommand): Promise<CaasUserReply> {
    let reply = await this.user(phone.ref, make(null))
    if (reply.kind === 'recompute') {
      const wallet = await this.walletFor(phone.blindIndex, phone.mode, reply.generation)
      await this.watch(wallet.address, phone.mode, phone.ref.id)
      reply = await this.user(phone.ref, make(wallet))
    }
    return reply
  }

  /**
   * Has the chain layer follow deposits to a wallet (every currency on the
   * CaaS network: the sandbox ledger for test keys, the live adapter for
   * live ones), handing them to the user actor `ownerId`. Without a live
   * endpoint there is nothing to watch yet: false, and the start-up sweep
   * (watch_sweep.ts) registers the wallet once one is configured. Safe to
   * repeat: an address keeps its first owner, which forwards deposits after
   * a phone change.
   */
  async watch(address: string, mode: CaasMode, ownerId: string): Promise<boolean> {
    const sandbox = mode === 'test'
    if (!this.chains.adapter(this.config.network, sandbox)) return false
    await this.chains.monitor(this.config.network, address, sandbox, { kind: 'caas_user', id: ownerId })
    return true
  }

  /** The caller's own active user for a number, or 404 user_not_found (another merchant's user is not disclosed). */
  async member(phone: Phone, caller: Caller) {
    const reply = await this.user(phone.ref, { type: 'get' })
    if (reply.kind !== 'user' || !reply.user.members.includes(caller.businessId)) {
      throw new RejectionError(reject('USER_NOT_FOUND', 'no CaaS user with this phone number for this merchant'))
    }
    return reply.user
  }
}
