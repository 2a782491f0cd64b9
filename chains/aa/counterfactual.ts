/**
 * The counterfactual address of a SimpleAccount (ERC-4337, v0.8 factory),
 * computed offline exactly as `SimpleAccountFactory.getAddress(owner, salt)`
 * does on chain: CREATE2 by the factory, salt as bytes32, init code
 * `ERC1967Proxy.creationCode ++ abi.encode(implementation, initialize(owner))`.
 * No RPC, no gas, no deployment: only two keccak hashes per address. The
 * parts that do not depend on the owner are encoded once per factory.
 */
import { viem } from '../esm_deps'
import { ERC1967_PROXY_CREATION_CODE } from './erc1967_proxy_code'

const { hexToBytes, keccak256, getAddress, getContractAddress, toFunctionSelector } = viem

/** The factory's `accountImplementation` is the first contract its constructor creates: CREATE at nonce 1 (EIP-161). */
export function implementationOf(factory: `0x${string}`): `0x${string}` {
  return getContractAddress({ from: factory, nonce: 1n })
}

export interface SimpleAccountFactoryInfo {
  readonly factory: `0x${string}`
  readonly implementation: `0x${string}`
}

export class CounterfactualAccounts {
  /** proxy code ++ implementation (word) ++ offset 0x40 (word) ++ length 36 (word) ++ initialize selector: everything before the owner. */
  private readonly initPrefix: Uint8Array
  /** 0xff ++ factory: the CREATE2 preimage before salt and init-code hash. */
  private readonly create2Prefix: Uint8Array

  constructor(readonly info: SimpleAccountFactoryInfo) {
    const code = hexToBytes(ERC1967_PROXY_CREATION_CODE)
    const word = (value: Uint8Array | number) => {
      const out = new Uint8Array(32)
      if (typeof value === 'number') new DataView(out.buffer).setUint32(28, value)
      else out.set(value, 32 - value.length)
      return out
    }
    const selector = hexToBytes(toFunctionSelector('function initialize(address anOwner)'))
    this.initPrefix = concat([code, word(hexToBytes(info.implementation)), word(0x40), word(36), selector])
    this.create2Prefix = concat([new Uint8Array([0xff]), hexToBytes(info.factory)])
  }

  /** `factory.getAddress(owner, salt)`, EIP-55 checksummed. */
  addressOf(owner: `0x${string}`, salt: Uint8Array): `0x${string}` {
    if (salt.length !== 32) throw new RangeError('salt must be 32 bytes')
    // initialize(owner) is 36 bytes (selector, already in the prefix, then the owner word), padded to 64: 28 zero bytes follow.
    const init = new Uint8Array(this.initPrefix.length + 60)
    init.set(this.initPrefix, 0)
    init.set(hexToBytes(owner), this.initPrefix.length + 12)
    const preimage = new Uint8Array(85)
    preimage.set(this.create2Prefix, 0)
    preimage.set(salt, 21)
    preimage.set(keccak256(init, 'bytes'), 53)
    return getAddress(`0x${Buffer.from(keccak256(preimage, 'bytes').subarray(12)).toString('hex')}`)
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
