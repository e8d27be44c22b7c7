import { setFlagsFromString } from 'node:v8';

/**
 * V8's tiers for a command that runs once and exits. Each flag applies to what is compiled (WASM) or first run
 * (a regular expression) after it is set, and exists on Node 20, 22 and 24.
 */

/**
 * A command compiles a WASM module (PGlite's 8 MB Postgres, libpg-query's parser) and exits within seconds, too soon
 * for V8's optimizing compiler to pay for compiling it a second time: keep the baseline code (Liftoff). `toolbox
 * check rls` on a real project took 3.1 CPU-s and 3.2 s, then 1.5 and 1.5; `toolbox sql format` of two statements
 * 0.73 s, then 0.41 (docs/design-notes.md). A 1 MB dump formats in the same 7 s either way.
 */
export function baselineWasmOnly() {
  setFlagsFromString('--liftoff-only');
}

/**
 * V8 runs a regular expression's first match in its bytecode interpreter and compiles it on the next. sql-formatter's
 * tokenizer tries case-insensitive alternations of Postgres's ~800 keywords at every token, which are slow to
 * interpret: its first statement took ~190 ms, ~100 ms with each expression compiled at once.
 */
export function compileRegExpsAtOnce() {
  setFlagsFromString('--no-regexp-tier-up');
}
