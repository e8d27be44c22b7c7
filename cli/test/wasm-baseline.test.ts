// The commands that compile a WASM module (libpg-query's parser, PGlite's Postgres) keep V8's baseline code for their
// short run (cli/src/platform/v8-flags.ts). Set after V8 has started, `--liftoff-only` alone changed nothing from
// V8 13 (Node 24): its implications (no tier-up, no dynamic tiering) are applied only at start, and TurboFan then
// compiled the parser while the exit waited for it: 2.3 CPU-s for one short statement, 0.25 with them spelled out.
// CPU time, not wall time: what the command costs whatever else the machine runs.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { reportMissingNode, runBuilt } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

/** CPU seconds (user and system) of this process's children that have ended, from /proc (clock ticks of 1/100 s). */
function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command's name: state is field 3, cutime field 16 and cstime field 17.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

describe.each(inject('nodeBinaries'))('toolbox sql format on $label', ({ label, path, reason }) => {
  if (!path) {
    reportMissingNode({ label, path, reason });
    return;
  }
  it('keeps the parser on baseline code: one short statement in under 1 CPU-s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-wasm-'));
    writeFileSync(join(dir, 'query.sql'), 'select id, title from todos where done = false;\n');
    const env = { XDG_CONFIG_HOME: signedInConfigHome() };
    const before = childrenCpuSeconds();
    const result = runBuilt(path, ['sql', 'format', join(dir, 'query.sql')], { env });
    const cpu = childrenCpuSeconds() - before;
    expect(result).toEqual({
      code: 0,
      stdout: 'SELECT\n  id,\n  title\nFROM\n  todos\nWHERE\n  done = FALSE;\n',
      stderr: '',
    });
    expect(cpu, `${label}: CPU seconds of one sql format`).toBeLessThan(1);
  });
});
