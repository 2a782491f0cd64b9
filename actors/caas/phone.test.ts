import t from 'tap'
import { isCallingCode, parseForRegion } from '../../platform/phone'
import { normalizePhone } from './phone'

t.test('parseForRegion: valid in the country’s plan, as E.164', async (t) => {
  t.same(parseForRegion('+234 803 123 4567', 'ng'), { ok: true, e164: '+2348031234567' })
  t.same(parseForRegion('+233241234567', 'GH'), { ok: true, e164: '+233241234567' })
  t.match(parseForRegion('+2349991234567', 'NG'), { ok: false }, 'no such range in Nigeria')
  t.match(parseForRegion('+233241234567', 'NG'), { ok: false }, 'a Ghanaian number is not Nigerian')
  t.match(parseForRegion('08031234567', 'NG'), { ok: false, reason: /international format/ })
  t.match(parseForRegion('+abc', 'NG'), { ok: false })
})

t.test('isCallingCode: codes in service, from the library', async (t) => {
  for (const code of ['1', '7', '44', '234', '998']) t.ok(isCallingCode(code), code)
  for (const code of ['0', '999', '2', '', '1234', '+44']) t.notOk(isCallingCode(code), code)
})

t.test('CaaS numbers keep their rules with the library’s codes', async (t) => {
  t.same(normalizePhone('0044 (0)20-7946-0958'), { ok: true, e164: '+442079460958' })
  t.match(normalizePhone('+999123456789'), { ok: false, reason: /unknown country calling code/ })
  t.match(normalizePhone('442079460958'), { ok: false })
})
