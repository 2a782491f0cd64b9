// Lets node require the TypeScript sources directly (CommonJS, types stripped, no type check) so the mutation tester
// can run the decide tests against the mutated sources it writes to its sandbox; `npm test` keeps running compiled JS.
// The mutation tester starts node once per mutant and test file, and the sources do not change between those runs
// (every mutant is in the instrumented file, switched on by an environment variable), so the JavaScript is cached by
// content hash and the TypeScript compiler is only loaded on a miss.
const crypto = require('node:crypto')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const cacheDir = path.join(os.tmpdir(), 'decide-mutation-js')
fs.mkdirSync(cacheDir, { recursive: true })
let ts

function transpile(source, filename) {
  ts ??= require('typescript')
  const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, inlineSourceMap: true }
  return ts.transpileModule(source, { compilerOptions, fileName: filename }).outputText
}

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8')
  const cached = path.join(cacheDir, crypto.createHash('sha1').update(filename).update('\0').update(source).digest('hex') + '.js')
  let js
  try {
    js = fs.readFileSync(cached, 'utf8')
  } catch {
    js = transpile(source, filename)
    const partial = `${cached}.${process.pid}`
    fs.writeFileSync(partial, js)
    fs.renameSync(partial, cached)
  }
  module._compile(js, filename)
}
