// The built `toolbox base` as a user runs it: an argument, stdin, a file, --json, and a bad digit.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { examples } from '../src/commands/base';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-base-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });

describe('toolbox base (built)', () => {
  it("prints a negative number's 16-bit pattern and its bytes both ways", async () => {
    const result = await toolbox(['base', '--width', '16', '--', '-2']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('16-bit hex: fffe\nunsigned: 65534\nsigned: -2\n');
    expect(result.stdout).toContain('bytes big-endian: ff fe\nbytes little-endian: fe ff\n');
  });

  it('runs the examples --help shows as they are written', async () => {
    writeFileSync(join(cwd, 'numbers.txt'), '0x1F\n-1\n');
    for (const example of examples) {
      const result = await toolbox(example.command.split(' ').slice(1));
      expect(result, example.command).toMatchObject({ code: 0, stderr: '' });
      if (example.description?.startsWith("two's complement"))
        expect(result.stdout).toContain(
          '16-bit hex: ffff\nunsigned: 65535\nsigned: -1\nbytes big-endian: ff ff\n',
        );
    }
  });

  it('reads stdin and a file, one number a line, and --json', async () => {
    writeFileSync(join(cwd, 'numbers.txt'), 'zz\n10\n');
    const fromFile = await toolbox(['base', '--file', 'numbers.txt', '--from', '36', '--json']);
    expect(JSON.parse(fromFile.stdout).map((r: { decimal: string }) => r.decimal)).toEqual(['1295', '36']);
    const fromStdin = await toolbox(['base', '-', '--json'], `0x${'f'.repeat(40)}\n`);
    expect(JSON.parse(fromStdin.stdout).decimal).toBe(((1n << 160n) - 1n).toString());
  });

  it('names the line of a bad number among several, exit 1', async () => {
    const result = await toolbox(['base', '-'], '10\n0x1f\n\nzz\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('toolbox: line 4: Character 1, "z", is not a base-10 digit.\n');
  });

  it.each(['37', '1', 'hex'])('refuses --to %s as --from is refused: a usage error, exit 2', async (to) => {
    expect(await toolbox(['base', '10', '--to', to])).toEqual({
      code: 2,
      stdout: '',
      stderr: `toolbox: --to must be between 2 and 36, not "${to}".\n`,
    });
  });

  it('refuses a digit outside the base in one line, exit 1', async () => {
    const result = await toolbox(['base', '0b102']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Character 5, "2", is not a base-2 digit.');
  });
});
