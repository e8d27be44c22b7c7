// Assembles core's WebAssembly text (.wat) into the .gen.ts beside each, with wabt: the module's bytes as an array
// literal, which V8 makes from the code cache's boilerplate where decoding base64 would run a loop in the interpreter
// at every start. `node scripts/build-wasm.mjs --check` exits 1 when a .gen.ts is not what its .wat gives
// (src/wasm-modules.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import wabt from 'wabt';

/** Each module: its source, the file built from it, and the name it exports the bytes under. */
export const MODULES = [
  { source: 'src/digest/sha.wat', target: 'src/digest/sha-wasm.gen.ts', name: 'SHA_WASM' },
  {
    source: 'src/qr/qr-masks.wat',
    target: 'src/qr/qr-masks.gen.ts',
    name: 'QR_MASKS_WASM',
  },
];

const at = (path) => new URL(`../${path}`, import.meta.url);

async function built({ source, name }) {
  const module = (await wabt()).parseWat(source, readFileSync(at(source), 'utf8'));
  const { buffer } = module.toBinary({ write_debug_names: false });
  module.destroy();
  const rows = [];
  for (let i = 0; i < buffer.length; i += 32) rows.push(`  ${[...buffer.subarray(i, i + 32)].join(', ')},`);
  const file = source.split('/').pop();
  return `// Built from ${file} by \`node scripts/build-wasm.mjs\`: do not edit.\nexport const ${name} = new Uint8Array([\n${rows.join('\n')}\n]);\n`;
}

const check = process.argv.includes('--check');
let stale = false;
for (const module of MODULES) {
  const text = await built(module);
  if (!check) writeFileSync(at(module.target), text);
  else if (readFileSync(at(module.target), 'utf8') !== text) {
    console.error(`${module.target} is not built from ${module.source}: run node scripts/build-wasm.mjs`);
    stale = true;
  }
}
if (stale) process.exit(1);
