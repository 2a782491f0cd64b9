/**
 * The placeholder signature of a user operation during gas estimation,
 * before the real hash (which covers the gas limits) can be signed.
 *
 * It must be a well-formed 65-byte ECDSA signature: SimpleAccount 0.8 checks
 * `owner != ECDSA.recover(userOpHash, signature)`, and OpenZeppelin's
 * `recover` reverts on a malformed one (an `s` in the upper half, a bad `v`),
 * which turns estimation into "AA23 reverted". A real signature by a
 * throwaway key recovers to some other address, so validation returns
 * SIG_VALIDATION_FAILED, which bundlers tolerate while estimating, and costs
 * the same gas as the owner's signature will.
 *
 * Made once, by the private key keccak256("caas/dummy-signature/v1 throwaway
 * key") over DUMMY_SIGNED_HASH; r, then s (lower half), then v = 27.
 */
export const DUMMY_SIGNATURE: `0x${string}` =
  '0x0553afe373443fc320d0add07b3963069970e8580d93c45663fdbf883ce76d02732d9455b81c8bacb3e542e7c208e3ed72c535bb734eeb51ff330813db7d41bf1b'

/** keccak256("caas/dummy-signature/v1"): what DUMMY_SIGNATURE signs. */
export const DUMMY_SIGNED_HASH: `0x${string}` = '0x0dbebfae8e81d5abbef2a06f3f47e66e4415647d9229527e135f3214e0b62b2a'

/** The throwaway key's address: what DUMMY_SIGNATURE recovers to over DUMMY_SIGNED_HASH. Nobody's account owner. */
export const DUMMY_SIGNER: `0x${string}` = '0x67b2f404e82Bc674F27df93eD19446b476E4B534'
