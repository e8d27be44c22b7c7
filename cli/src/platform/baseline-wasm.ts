import { setFlagsFromString } from 'node:v8';

/**
 * A command compiles a WASM module (PGlite's 8 MB Postgres, libpg-query's parser) and exits within seconds, too soon
 * for V8's optimizing compiler to pay for compiling it a second time: keep the baseline code (Liftoff). The flag
 * applies to WASM compiled after it, and exists on Node 20, 22 and 24. `toolbox check rls` on a real project took
 * 3.1 CPU-s and 3.2 s, then 1.5 and 1.5; `toolbox sql format` of two statements 0.73 s, then 0.41 (docs/design-notes.md).
 * A 1 MB dump formats in the same 7 s either way.
 */
export function baselineWasmOnly() {
  setFlagsFromString('--liftoff-only');
}
