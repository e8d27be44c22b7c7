// The built `toolbox http-status` and `toolbox mime` as a user runs them: a code, a list on stdin, a file name, a miss.

import { mkdtempSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-http-reference-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });

describe('toolbox http-status and toolbox mime (built)', () => {
  it('reads 422 with its RFC section', async () => {
    const result = await toolbox(['http-status', '422']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      '422 Unprocessable Content (also "Unprocessable Entity")  [RFC9110, Section 15.5.21]\n',
    );
  });

  it("names every code on stdin as IANA does, or as Node's http.STATUS_CODES does where IANA renamed it", async () => {
    const codes = ['200', '204', '301', '404', '413', '418', '429', '503'];
    const result = await toolbox(['http-status', '-', '--json'], `${codes.join('\n')}\n`);
    expect(result.code).toBe(0);
    const statuses = JSON.parse(result.stdout) as {
      code: number;
      description: string;
      alsoKnownAs?: string[];
    }[];
    expect(statuses.map((s) => s.code)).toEqual(codes.map(Number));
    for (const status of statuses)
      expect([status.description, ...(status.alsoKnownAs ?? [])]).toContain(STATUS_CODES[status.code]);
  });

  it('gives the media type of file names on stdin, IANA type first', async () => {
    const result = await toolbox(['mime', '-'], 'report.pdf\nclip.mp4\n');
    expect(result.stdout).toBe(
      'application/pdf  .pdf  iana  [RFC8118]\nvideo/mp4  .mp4 .mp4v .mpg4 .m4v  iana  [RFC4337][RFC6381]\napplication/mp4  .mp4 .mpg4 .mp4s .m4p  iana  [RFC4337][RFC6381]\n',
    );
  });

  it('refuses what matches nothing in one line, exit 1', async () => {
    for (const args of [
      ['http-status', '427'],
      ['mime', 'qqqq'],
    ]) {
      const result = await toolbox(args);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
