import t from 'tap'
import { Type } from '@sinclair/typebox'
import { RawJson } from './json'
import { implement, methodTable, operation } from './operation'
import { SYSTEM_CALLER } from './caller'

const getThing = operation({
  name: 'thing.get',
  input: Type.Object({ id: Type.String() }),
  output: Type.Object({ id: Type.String(), note: Type.Optional(Type.String()), parts: Type.Array(Type.Object({ n: Type.Number() })) }),
})

t.test('implement: the method is typed from the operation and its answer checked against the output', async (t) => {
  const table = methodTable(implement(getThing, async (input) => ({ id: input.id, parts: [{ n: 1 }] })))
  t.same(await table['thing.get']!({ id: 'a' }, SYSTEM_CALLER), { id: 'a', parts: [{ n: 1 }] })
})

t.test('error: an answer with a field the output schema lacks does not compile', async (t) => {
  const view = (id: string) => ({ id, parts: [], secret: 'x' })
  // @ts-expect-error `secret` is not in the output schema
  implement(getThing, async (input) => view(input.id))
  // @ts-expect-error `extra` inside an array item is not in the schema either
  implement(getThing, async (input) => ({ id: input.id, parts: [{ n: 1, extra: true }] }))
  // @ts-expect-error a required field missing
  implement(getThing, async () => ({ parts: [] }))
  // @ts-expect-error a cached answer is checked as the value it holds
  implement(getThing, async (input) => new RawJson<ReturnType<typeof view>>(JSON.stringify(view(input.id))))
  // @ts-expect-error the input has no field `name`
  implement(getThing, async (input) => ({ id: input.name, parts: [] }))
  t.pass('checked by tsc')
})

t.test('error: an operation implemented twice is refused', async (t) => {
  const one = implement(getThing, async () => ({ id: 'a', parts: [] }))
  t.throws(() => methodTable(one, one), /implemented twice/)
})
