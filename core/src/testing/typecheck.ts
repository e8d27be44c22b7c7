// Type-checks generated code with TypeScript 7 (the native `tsc`, one child process per project): tests that
// need only the diagnostics of what a generator wrote, not its AST. One project over many files is far cheaper
// than a program per variant, so a test file puts all of its variants in one call where they can share it.

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execPath } from 'node:process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../../../node_modules/typescript-7/bin/tsc', import.meta.url));

/** tsconfig.json's compilerOptions, as written in the file (`"jsx": "react-jsx"`, `"lib": ["es2022"]`). */
export type CompilerOptions = Record<string, unknown>;

/**
 * Writes `files` (paths relative to `root`) and a tsconfig.json listing them under `root`, runs `tsc --noEmit`
 * there and returns its errors as `file:line message`, file relative to `root`. `root` must sit where the
 * packages the code imports resolve (inside a package's folder or its node_modules).
 */
export function typecheckFiles(
  root: string,
  files: Record<string, string>,
  compilerOptions: CompilerOptions,
): string[] {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const config = { compilerOptions: { ...compilerOptions, noEmit: true }, files: Object.keys(files) };
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify(config, null, 2));
  const run = spawnSync(execPath, [tsc, '-p', join(root, 'tsconfig.json'), '--pretty', 'false'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (run.error) throw run.error;
  // 0: no errors; 1 and 2: errors reported (2 when some were in the project's files). Anything else is tsc failing.
  if (run.status !== 0 && run.status !== 1 && run.status !== 2)
    throw new Error(`tsc exited ${run.status ?? run.signal}: ${run.stderr}${run.stdout}`);
  const found = diagnostics(run.stdout);
  // A failing run that names no error is tsc failing, never a clean check.
  if (run.status !== 0 && found.length === 0) throw new Error(`tsc exited ${run.status}: ${run.stderr}`);
  return found;
}

/** `a/b.ts(12,5): error TS2322: message` (continuation lines indented) to `a/b.ts:12 message`. */
function diagnostics(output: string): string[] {
  const found: string[] = [];
  for (const line of output.split('\n')) {
    if (line.trim() === '') continue;
    const located = /^(.+?)\((\d+),\d+\): error TS\d+: (.*)$/.exec(line);
    const global = /^error TS\d+: (.*)$/.exec(line);
    if (located) found.push(`${located[1]}:${located[2]} ${located[3]}`);
    else if (global) found.push(` ${global[1]}`);
    else if (found.length > 0) found[found.length - 1] += `\n${line.trim()}`;
    else found.push(line);
  }
  return found;
}
