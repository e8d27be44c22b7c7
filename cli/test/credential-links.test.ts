// Issue 23 item 8: the credentials store refuses a symbolic link for its folder or its files, and never changes a
// mode through one. Runs the built toolbox with a config home an attacker (or a dotfiles script) prepared.
import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuilt } from './run-built';

const mode = (path: string) => statSync(path).mode & 0o777;

/** A fresh, just-confirmed credential for the local stack, as `toolbox login` stores it. */
const credentials = JSON.stringify({
  version: 1,
  hosts: {
    'http://127.0.0.1:54321': {
      token: 'tbx_test',
      user: { id: 'u1', email: 'dev@example.com' },
      confirmed_at: new Date().toISOString(),
    },
  },
});

function homes() {
  const root = mkdtempSync(join(tmpdir(), 'toolbox-credlinks-'));
  const config = join(root, 'config');
  const elsewhere = join(root, 'elsewhere');
  mkdirSync(config);
  mkdirSync(elsewhere);
  chmodSync(elsewhere, 0o755);
  const run = () => runBuilt(process.execPath, ['uuid'], { env: { XDG_CONFIG_HOME: config } });
  return { config, elsewhere, run };
}

describe('the credentials store refuses symbolic links (built binary)', () => {
  it('a linked config folder: exit 3 with the reason, its target keeps its modes', () => {
    const { config, elsewhere, run } = homes();
    writeFileSync(join(elsewhere, 'credentials.json'), credentials, { mode: 0o644 });
    chmodSync(join(elsewhere, 'credentials.json'), 0o644);
    symlinkSync(elsewhere, join(config, 'toolbox'));
    const result = run();
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe(
      `toolbox: ${join(config, 'toolbox')} is a symbolic link; toolbox keeps credentials only in a real folder.`,
    );
    expect(mode(elsewhere)).toBe(0o755);
    expect(mode(join(elsewhere, 'credentials.json'))).toBe(0o644);
  });

  it('a linked credentials.json (to a file, or dangling): exit 3, the target neither read, chmodded nor created', () => {
    const { config, elsewhere, run } = homes();
    mkdirSync(join(config, 'toolbox'), { mode: 0o700 });
    const target = join(elsewhere, 'other.json');
    writeFileSync(target, credentials);
    chmodSync(target, 0o644);
    const link = join(config, 'toolbox', 'credentials.json');
    symlinkSync(target, link);
    const result = run();
    expect(result.code).toBe(3);
    expect(result.stderr.split('\n')[0]).toBe(
      `toolbox: ${link} is a symbolic link; toolbox keeps credentials only in a real file.`,
    );
    expect(mode(target)).toBe(0o644);

    const dangling = homes();
    mkdirSync(join(dangling.config, 'toolbox'), { mode: 0o700 });
    symlinkSync(
      join(dangling.elsewhere, 'planted.json'),
      join(dangling.config, 'toolbox', 'credentials.json'),
    );
    const refused = dangling.run();
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('is a symbolic link; toolbox keeps credentials only in a real file.');
  });

  it('a real folder and file still work, and a too-open file is tightened', () => {
    const { config, run } = homes();
    mkdirSync(join(config, 'toolbox'), { mode: 0o755 });
    writeFileSync(join(config, 'toolbox', 'credentials.json'), credentials, { mode: 0o644 });
    chmodSync(join(config, 'toolbox', 'credentials.json'), 0o644);
    const result = run();
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/was readable by others \(mode 644\); it is now 600/);
    expect(mode(join(config, 'toolbox', 'credentials.json'))).toBe(0o600);
  });
});
