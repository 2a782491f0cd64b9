/** The checked-in PlatformSwap artifact is what solc builds from the checked-in source, byte for byte. */
import t from 'tap'
import { PLATFORM_SWAP_ABI, PLATFORM_SWAP_BYTECODE } from '../../chains/swap/platform_swap_artifact'
import { compilePlatformSwap } from '../support/solc'

t.test('PlatformSwap: a fresh offline compile equals the checked-in ABI and bytecode', async (t) => {
  const fresh = compilePlatformSwap()
  t.equal(PLATFORM_SWAP_BYTECODE, fresh.bytecode, 'bytecode (regenerate: node dist/test/support/solc.js write)')
  t.same(PLATFORM_SWAP_ABI, fresh.abi, 'ABI')
})
