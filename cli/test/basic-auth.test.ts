// The built `toolbox basic-auth` and `toolbox data-uri` as a user runs them: curl -u's header (caught by a loopback server), a real file as
// `base64` and `file --mime-type` read it, --json, and bad input in one line.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-basic-auth-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });
const gif = fileURLToPath(
  new URL('../../core/src/tools/basic-auth/corpus/fixtures/libxslt-node.gif', import.meta.url),
);

describe('toolbox basic-auth and data-uri (built)', () => {
  it('writes the header curl -u sends to a loopback server, from stdin', async () => {
    let sent: string | undefined;
    const server = createServer((request, response) => {
      sent = request.headers.authorization;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) =>
      execFile('curl', ['-s', '-u', 'ada:pässwörd', `http://127.0.0.1:${port}/`], resolve),
    );
    server.close();
    const result = await toolbox(['basic-auth', '-'], 'ada:pässwörd\n');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(sent).toMatch(/^Basic /);
    expect(result.stdout).toBe(`Authorization: ${sent}\n`);
  });

  it('encodes a real GIF as base64 and file --mime-type do, and decodes it back', async () => {
    copyFileSync(gif, join(cwd, 'node.gif'));
    const result = await toolbox(['data-uri', 'node.gif', '--json']);
    const report = JSON.parse(result.stdout);
    const mime = execFileSync('file', ['--mime-type', '-b', gif], { encoding: 'utf8' }).trim();
    const base64 = execFileSync('base64', ['-w', '0', gif], { encoding: 'utf8' });
    expect(report).toMatchObject({
      mime,
      bytes: readFileSync(gif).length,
      uri: `data:${mime};base64,${base64}`,
    });
    const back = await toolbox(['data-uri', 'decode', '-', '-o', 'copy.gif'], report.uri);
    expect(back.code).toBe(0);
    expect(back.stderr).toContain('image/gif, 4.8 KiB (4928 bytes)');
    expect(readFileSync(join(cwd, 'copy.gif')).equals(readFileSync(gif))).toBe(true);
  });

  it('reads a file Notepad saved with a byte order mark as the same credentials, and refuses bytes not UTF-8', async () => {
    writeFileSync(join(cwd, 'bom.txt'), '\uFEFFada:pässwörd\r\n');
    const bom = await toolbox(['basic-auth', 'bom.txt', '--value-only']);
    expect(bom).toMatchObject({ code: 0, stderr: '' });
    expect(bom.stdout).toBe(`Basic ${Buffer.from('ada:pässwörd').toString('base64')}\n`);
    // Latin-1's ä: a password sent as U+FFFD would never match.
    writeFileSync(join(cwd, 'latin1.txt'), Buffer.from('ada:p\xe4ss', 'latin1'));
    const latin1 = await toolbox(['basic-auth', 'latin1.txt']);
    expect(latin1).toMatchObject({ code: 1, stdout: '' });
    expect(latin1.stderr).toBe(
      'toolbox: latin1.txt is not UTF-8 text (byte 0xE4 at offset 5): save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).\n',
    );
  });

  it.each([
    [['basic-auth', '-'], 'a:b:c\u0001', 'contains a control character'],
    [['basic-auth', 'decode', 'Bearer abc'], undefined, 'A Basic Authorization header is'],
    [['data-uri', 'decode', '-'], 'nope', 'A data URI starts with "data:"'],
  ])('refuses %j in one line, exit 1', async (args, input, message) => {
    const result = await toolbox(args, input);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(message);
  });
});
