import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { execPath } from 'node:process';
import { expect, it } from 'vitest';

it('each .gen.ts WebAssembly module is what its .wat assembles to (scripts/build-wasm.mjs)', () => {
  const script = join(import.meta.dirname, '..', 'scripts', 'build-wasm.mjs');
  expect(() => execFileSync(execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
});
