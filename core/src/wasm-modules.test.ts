import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { execPath } from 'node:process';
import { expect, it } from 'vitest';
import { SHA_WASM } from './digest/sha-wasm.gen';
import { QR_MASKS_WASM } from './tools/qr-code/qr-masks.gen';

it('each .gen.ts WebAssembly module is what its .wat assembles to (scripts/build-wasm.mjs)', () => {
  const script = join(import.meta.dirname, '..', 'scripts', 'build-wasm.mjs');
  expect(() => execFileSync(execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
});

// Core compiles them synchronously (new WebAssembly.Module), which Chrome refuses on a page's main thread for a
// module of more than 4 KB.
it.each([
  ['sha.wat', SHA_WASM],
  ['qr-masks.wat', QR_MASKS_WASM],
])('%s stays under the 4 KB a page may compile synchronously', (_, bytes) => {
  expect(bytes.length).toBeLessThanOrEqual(4096);
});
