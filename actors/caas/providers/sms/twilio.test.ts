import t from 'tap'
import { freePort } from '../../../../test/support/processes'
import { twilioFromUrl } from './config'
import { TwilioSms } from './twilio'
import { SIMULATOR_ACCOUNT_SID, startTwilioSimulator } from './twilio_simulator'

t.test('TwilioSms against the simulator: each answer maps to an honest outcome', async (t) => {
  const sim = await startTwilioSimulator()
  t.teardown(() => sim.close())
  const sms = new TwilioSms(twilioFromUrl(sim.sandboxUrl, 300))
  const message = { to: '+447911123456', text: 'hello' }

  await t.test('send: 201 with a message sid -> accepted; the simulator lists it as Twilio does', async (t) => {
    const outcome = await sms.send(message)
    t.match(outcome, { kind: 'accepted', id: /^SM[0-9a-f]{32}$/ })
    const auth = `Basic ${Buffer.from(`${SIMULATOR_ACCOUNT_SID}:sandbox-auth-token`).toString('base64')}`
    const res = await fetch(
      `${sim.baseUrl}/2010-04-01/Accounts/${SIMULATOR_ACCOUNT_SID}/Messages.json?To=${encodeURIComponent(message.to)}`,
      { headers: { authorization: auth } },
    )
    t.match(await res.json(), {
      messages: [{ sid: (outcome as { id: string }).id, to: message.to, from: '+15005550006', body: 'hello', status: 'queued' }],
    })
  })

  await t.test('error: wrong credentials -> refused (401, code 20003); nothing stored', async (t) => {
    const before = sim.messages.length
    const wrong = new TwilioSms({ ...twilioFromUrl(sim.sandboxUrl, 300), authToken: 'wrong' })
    t.match(await wrong.send(message), { kind: 'refused', reason: /401, code 20003/ })
    t.equal(sim.messages.length, before)
  })

  await t.test('error: an invalid To -> refused with Twilio code 21211', async (t) => {
    t.match(await sms.send({ to: '12345', text: 'x' }), { kind: 'refused', reason: /code 21211/ })
  })

  await t.test('error: 429 -> refused (a definite no: retry later)', async (t) => {
    sim.failNext('http429')
    t.match(await sms.send(message), { kind: 'refused', reason: /429/ })
  })

  await t.test('error: a 500 or no answer within the timeout -> unknown, never accepted', async (t) => {
    sim.failNext('http500')
    t.match(await sms.send(message), { kind: 'unknown', reason: /500/ })
    sim.failNext('hang')
    t.match(await sms.send(message), { kind: 'unknown', reason: /timeout/ })
  })

  await t.test('error: nobody listening -> refused (the request never left)', async (t) => {
    const port = await freePort()
    const down = new TwilioSms({ ...twilioFromUrl(sim.sandboxUrl, 300), baseUrl: `http://127.0.0.1:${port}` })
    t.match(await down.send(message), { kind: 'refused', reason: /ECONNREFUSED/ })
  })
})
