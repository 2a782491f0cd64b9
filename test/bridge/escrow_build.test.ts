/** The checked-in BridgeEscrow artifact is what solc builds from the checked-in source, byte for byte. */
import t from 'tap'
import { BRIDGE_ESCROW_ABI, BRIDGE_ESCROW_BYTECODE } from '../../chains/bridge/escrow_artifact'
import { compileEscrow } from '../support/solc'

t.test('BridgeEscrow: a fresh offline compile equals the checked-in ABI and bytecode', async (t) => {
  const fresh = compileEscrow()
  t.equal(BRIDGE_ESCROW_BYTECODE, fresh.bytecode, 'bytecode (regenerate: node dist/test/support/solc.js write)')
  t.same(BRIDGE_ESCROW_ABI, fresh.abi, 'ABI')
})
