// The built `toolbox chmod` as a user runs it: an ls -l string, stdin from real `stat`, --json, a bad mode.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-chmod-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });

describe('toolbox chmod (built)', () => {
  it('reads -rwxr-x--- as 750', async () => {
    const result = await toolbox(['chmod', '--', '-rwxr-x---']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^octal: 0750\nsymbolic: u=rwx,g=rx,o=\n/);
  });

  it("reads what `stat -c %A` prints for real files on stdin and gives stat's %a back", async () => {
    const files = ['a', 'b', 'c'].map((name) => join(cwd, name));
    for (const file of files) writeFileSync(file, '');
    execFileSync('chmod', ['4754', files[0] as string]);
    execFileSync('chmod', ['0600', files[1] as string]);
    execFileSync('chmod', ['1777', files[2] as string]);
    const stat = (format: string) => execFileSync('stat', ['-c', format, ...files], { encoding: 'utf8' });
    const result = await toolbox(['chmod', '-', '--json'], stat('%A'));
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).map((r: { octal: string }) => r.octal)).toEqual(
      stat('%a').trim().split('\n'),
    );
  });

  it('refuses a bad mode in one line, exit 1', async () => {
    const result = await toolbox(['chmod', '789']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Character 2, "8", is not an octal digit.');
  });
});
