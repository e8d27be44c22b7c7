import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './compose';

const RUN =
  'docker run -d --name web -p 8080:80 \\\n  -v "$PWD/site:/usr/share/nginx/html:ro" --rm nginx:1.27\n';

describe('toolbox compose', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { output: 'x.yaml', force: true }, args: ['run.sh'] })).toEqual({
      file: 'run.sh',
      output: 'x.yaml',
      force: true,
    });
  });

  it('prints the Compose file of stdin, the flags left behind as comments', async () => {
    const ctx = testContext({ input: RUN });
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(ctx.captured.stdout).toMatch(
      /^# Not carried over:\n# {3}web: -d \(.*\)\n# {3}web: --rm \(.*\)\nservices:\n/,
    );
    expect(ctx.captured.stdout).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's interpolation, meant literally
      '  web:\n    image: nginx:1.27\n    container_name: web\n    ports:\n      - 8080:80\n    volumes:\n      - ${PWD}/site:/usr/share/nginx/html:ro\n',
    );
  });

  it('--json gives the object, the YAML and the notes', async () => {
    const ctx = testContext({ input: RUN, json: true });
    await run(toOptions({ flags: {}, args: ['-'] }), ctx);
    const answer = JSON.parse(ctx.captured.stdout);
    expect(answer.compose.services.web.ports).toEqual(['8080:80']);
    expect(answer.notes.map((note: { flag: string }) => note.flag)).toEqual(['-d', '--rm']);
    expect(answer.yaml).toMatch(/^services:\n/);
  });

  it('writes -o and refuses to overwrite it without --force', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-compose-'));
    const input = 'docker run redis:7\n';
    await run(toOptions({ flags: { output: 'compose.yaml' }, args: ['-'] }), testContext({ cwd, input }));
    expect(readFileSync(join(cwd, 'compose.yaml'), 'utf8')).toBe('services:\n  redis:\n    image: redis:7\n');
    await expect(
      run(toOptions({ flags: { output: 'compose.yaml' }, args: ['-'] }), testContext({ cwd, input })),
    ).rejects.toThrow('compose.yaml already exists; use --force to overwrite.');
  });

  it('refuses what is not a docker run line with the core message', async () => {
    await expect(
      run(toOptions({ flags: {}, args: [] }), testContext({ input: 'docker ps\n' })),
    ).rejects.toThrow('No `docker run` command found');
  });
});
