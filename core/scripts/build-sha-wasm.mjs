// Assembles src/digest/sha.wat into src/digest/sha-wasm.gen.ts with wabt: the module's bytes as an array literal, which
// V8 makes from the code cache's boilerplate where decoding base64 runs a loop in the interpreter at every start.
// `node scripts/build-sha-wasm.mjs --check` exits 1 when the file is not what the .wat gives (sha.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import wabt from 'wabt';

const source = new URL('../src/digest/sha.wat', import.meta.url);
const target = new URL('../src/digest/sha-wasm.gen.ts', import.meta.url);

export async function shaWasmSource() {
  const module = (await wabt()).parseWat('sha.wat', readFileSync(source, 'utf8'));
  const { buffer } = module.toBinary({ write_debug_names: false });
  module.destroy();
  const rows = [];
  for (let at = 0; at < buffer.length; at += 32)
    rows.push(`  ${[...buffer.subarray(at, at + 32)].join(', ')},`);
  return `// Built from sha.wat by \`node scripts/build-sha-wasm.mjs\`: do not edit.\nexport const SHA_WASM = new Uint8Array([\n${rows.join('\n')}\n]);\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await shaWasmSource();
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== text) {
      console.error(
        'src/digest/sha-wasm.gen.ts is not built from sha.wat: run node scripts/build-sha-wasm.mjs',
      );
      process.exit(1);
    }
  } else writeFileSync(target, text);
}
