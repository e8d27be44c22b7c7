/**
 * V8 flags a command sets for its run (each applies to what is compiled, first run or allocated after it, and
 * exists on Node 20, 22 and 24). A code cache carries the flags it was made under, and Node makes a module's entry
 * in its compile cache (bin.ts) when it compiles the module: a module first compiled after a change is refused, and
 * compiled again, by a run that does not make it. Putting the flags back at exit would change nothing there
 * (`NODE_DEBUG_NATIVE=COMPILE_CACHE`, Node 22: "rejected, refreshing" either way), so a change lasts to the exit.
 */
let ownProcess = false;

/**
 * The CLI runs in a process of its own (processContext()): only then may a command change V8's flags. V8 allows a
 * change after start-up at its own risk, which a command's short run takes; a process that runs commands in-process
 * beside other work (the tests, main() on a test context) crashed with SIGSEGV some runs later.
 */
export function allowV8FlagChanges() {
  ownProcess = true;
}

function setV8Flags(flags: string) {
  if (!ownProcess) return;
  // node:v8 on first use: every command's bundle holds this module, few change a flag.
  process.getBuiltinModule('node:v8').setFlagsFromString(flags);
}

/**
 * A command compiles a WASM module (PGlite's 8 MB Postgres, libpg-query's parser) and exits within seconds, too soon
 * for V8's optimizing compiler to pay for compiling it a second time: keep the baseline code (Liftoff). `toolbox
 * check rls` on a real project took 3.1 CPU-s and 3.2 s, then 1.5 and 1.5; `toolbox sql format` of two statements
 * 0.73 s, then 0.41 (docs/design-notes.md). A 1 MB dump formats in the same 7 s either way. And validate each
 * function when it is first compiled, not the whole module up front: those are our dependencies' modules, and the
 * parser's 1.7 MB cost ~27M instructions to validate, of ~360M for formatting one statement.
 */
export function baselineWasmOnly() {
  // With what `--liftoff-only` implies spelled out: V8 applies a flag's implications only when it starts, and from
  // V8 13 (Node 24) tier-up is decided by these two. Without them the change did nothing there: `toolbox sql format`
  // of one short statement took 2.2 s on Node 24 and 2.5 s on Node 25 (TurboFan compiling the parser, the exit
  // waiting for it), 0.2 s with them, as on Node 22 (cli/test/wasm-baseline.test.ts).
  setV8Flags('--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering --wasm-lazy-validation');
}

/**
 * A large OpenAPI document makes mostly short-lived garbage; V8's young generation would grow to 3 × 16 MB for it,
 * about 45 MB of GitHub's 147 MB peak, for no gain in time (bench/api-docs.bench.mjs measures both). A document under
 * a megabyte never grows it far, and loading node:v8 to say so was a third of `api-docs --format md`'s own work on
 * the Petstore (~10M instructions): `documentChars` is the length of what was read.
 */
export function youngGenerationUngrown(documentChars: number) {
  if (documentChars >= 1 << 20) setV8Flags('--semi-space-growth-factor=1');
}
