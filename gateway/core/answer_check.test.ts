import t from 'tap'
import { Type } from '@sinclair/typebox'
import { RawJson } from '../../platform/json'
import { checkAnswer } from './answer_check'

const Answer = Type.Object({ id: Type.String(), at: Type.Optional(Type.String()) }, { additionalProperties: false })

t.test('checkAnswer: an answer matching its schema passes, cached or not', async (t) => {
  t.doesNotThrow(() => checkAnswer('x.get', Answer, { id: 'a' }))
  t.doesNotThrow(() => checkAnswer('x.get', Answer, new RawJson(JSON.stringify({ id: 'a', at: 'now' }))))
})

t.test('error: a null where the schema says the field is left out, and a mistyped field, are refused', async (t) => {
  t.throws(() => checkAnswer('x.get', Answer, { id: 'a', at: null }), /x\.get answered outside its output schema at \/at/)
  t.throws(() => checkAnswer('x.get', Answer, new RawJson('{"id":1}')), /at \/id/)
})
