// The built `toolbox compose` as a user runs it: a README's docker run block on stdin, a script file to -o,
// --json, and a line that is not docker run.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-compose-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });
const JELLYFIN = readFileSync(
  new URL('../../core/src/tools/docker-compose/corpus/linuxserver-jellyfin.txt', import.meta.url),
  'utf8',
);

describe('toolbox compose (built)', () => {
  it("turns linuxserver.io's docker run block into a service, -d named as left behind", async () => {
    const result = await toolbox(['compose'], JELLYFIN);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^# Not carried over:\n# {3}jellyfin: -d \(/);
    expect(result.stdout).toContain(
      '    ports:\n      - 8096:8096\n      - 8920:8920\n      - 7359:7359/udp\n',
    );
    expect(result.stdout).toContain('    restart: unless-stopped\n');
  });

  it('writes every docker run line of a script to -o, a service each, and --json gives the notes', async () => {
    writeFileSync(
      join(cwd, 'run.sh'),
      '#!/bin/sh\ndocker network create app\ndocker run -d --name db --network app postgres:16\ndocker run -d --name api --network app --link db -p 3000:3000 api:1\n',
    );
    expect(await toolbox(['compose', 'run.sh', '-o', 'compose.yaml'])).toMatchObject({ code: 0 });
    const written = readFileSync(join(cwd, 'compose.yaml'), 'utf8');
    expect(written).toMatch(/^# Not carried over:\n/);
    expect(written).toContain('services:\n  db:\n');
    expect(written).toContain('  api:\n');
    const json = await toolbox(['compose', 'run.sh', '--json']);
    expect(Object.keys(JSON.parse(json.stdout).compose.services)).toEqual(['db', 'api']);
  });

  it('refuses a line that is not docker run: one line on stderr, exit 1', async () => {
    const result = await toolbox(['compose', '-'], 'docker ps\n');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('No `docker run` command found');
  });
});
