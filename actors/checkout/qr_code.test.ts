import t from 'tap'
import { qrCodeOf } from './qr_code'

t.test('qrCodeOf: a PNG data URI, drawn once per URI', async (t) => {
  const uri = 'ethereum:0x00000000000000000000000000000000000000a1@1?value=1e15'
  const first = qrCodeOf(uri)
  t.equal(qrCodeOf(uri), first, 'the same drawing for the same URI, not a second one')
  t.match(await first, /^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
  t.not(await qrCodeOf(`${uri}0`), await first, 'another URI, another code')
})
