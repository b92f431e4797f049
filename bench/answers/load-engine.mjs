// Loads the answer engine's TypeScript source straight into node: each .ts file is compiled to
// CommonJS with @swc/core when it is first required. No build step, no emitted files.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { transformSync } = require('@swc/core');

let registered = false;

function registerTypeScript() {
  if (!registered) {
    require.extensions['.ts'] = (module, filename) => {
      const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
        filename,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      });
      module._compile(code, filename);
    };
    registered = true;
  }
}

export function loadAnswerEngine() {
  registerTypeScript();
  return require('../../api/src/answer-engine/index.ts');
}

/** The API's sentence encoder, which settles the engine's near misses. */
export function loadSentenceEncoder() {
  registerTypeScript();
  const { UniversalSentenceEncoder } = require('../../api/src/answers/sentence-encoder.ts');
  return new UniversalSentenceEncoder();
}
