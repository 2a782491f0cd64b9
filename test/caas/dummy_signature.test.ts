import { randomBytes } from 'node:crypto'
import t from 'tap'
import { transferOperation } from '../../actors/caas/user_operation'
import { DUMMY_SIGNATURE, DUMMY_SIGNED_HASH, DUMMY_SIGNER } from '../../chains/aa/dummy_signature'
import { accounts, viem } from '../../chains/esm_deps'
import { startAnvil } from '../support/anvil'
import { FACTORY, deployAccountAbstraction } from '../support/aa'
import { revertReason, simulateValidation } from './anvil_bundler'

const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n
/** The placeholder used before: 64 bytes of 0xff and v = 28. Its s is in the upper half, which OpenZeppelin's ECDSA.recover rejects. */
const MALFORMED = `0x${'ff'.repeat(64)}1c` as const

t.test('DUMMY_SIGNATURE is a real, canonical signature: 65 bytes, low s, v 27/28, recovers to the throwaway signer', async (t) => {
  t.equal(viem.size(DUMMY_SIGNATURE), 65)
  t.ok(BigInt(viem.slice(DUMMY_SIGNATURE, 32, 64)) <= HALF_ORDER, 's in the lower half')
  t.ok([27, 28].includes(viem.hexToNumber(viem.slice(DUMMY_SIGNATURE, 64))))
  t.equal(await viem.recoverAddress({ hash: DUMMY_SIGNED_HASH, signature: DUMMY_SIGNATURE }), DUMMY_SIGNER)
  t.equal(DUMMY_SIGNED_HASH, viem.keccak256(viem.toHex('caas/dummy-signature/v1')))
})

t.test(
  'anvil: validation of a counterfactual account (initCode) with the placeholder answers SIG_VALIDATION_FAILED instead of reverting',
  async (t) => {
    const anvil = await startAnvil()
    t.teardown(() => anvil.stop())
    const { reader, factory, entryPoint } = await deployAccountAbstraction(anvil)
    const owner = accounts.privateKeyToAddress(`0x${randomBytes(32).toString('hex')}`)
    const salt = randomBytes(32).toString('hex')
    const sender = (await reader.readContract({
      address: factory,
      abi: FACTORY.abi,
      functionName: 'getAddress',
      args: [owner, BigInt(`0x${salt}`)],
    } as never)) as `0x${string}`
    const op = {
      ...transferOperation({
        transferId: 'ctr_dummy',
        sender,
        owner,
        salt,
        deployed: false,
        factory,
        token: `0x${'1'.repeat(40)}`,
        to: `0x${'2'.repeat(40)}`,
        amount: 1n,
        maxFeePerGas: 0n,
        maxPriorityFeePerGas: 0n,
      }),
      callGasLimit: 200_000n,
      verificationGasLimit: 700_000n,
      preVerificationGas: 60_000n,
    }
    t.equal(op.signature, DUMMY_SIGNATURE, 'the operation is built with the placeholder')
    t.ok(op.factory && op.factoryData, 'with initCode: the account is not deployed')

    const result = await simulateValidation(reader, entryPoint, op)
    t.equal(result.returnInfo.accountValidationData, 1n, 'SIG_VALIDATION_FAILED: estimation can go on')
    t.ok(result.returnInfo.preOpGas > 100_000n, 'the account deployment was part of the simulation')

    const before = await simulateValidation(reader, entryPoint, { ...op, signature: MALFORMED }).then(() => 'no revert', revertReason)
    // 0xd78bce0c: ECDSAInvalidSignatureS(bytes32), OpenZeppelin's refusal of an s in the upper half.
    t.match(before, /AA23 reverted, 0xd78bce0c/, 'the old placeholder reverts inside validateUserOp (ECDSA.recover)')
    t.equal(await reader.getCode({ address: sender }), undefined, 'a simulation deploys nothing')
  },
)
