import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './api-docs';

const SPEC =
  'openapi: 3.0.3\ninfo: {title: Tiny, version: "1"}\npaths:\n  /ping:\n    get: {operationId: ping, summary: Ping, responses: {"200": {description: pong}}}\n';

describe('toolbox api-docs', () => {
  it('reads the flags, HTML by default, and refuses an unknown format', () => {
    expect(toOptions({ flags: { format: 'html' }, args: ['spec.yaml'] })).toEqual({
      spec: 'spec.yaml',
      format: 'html',
      output: undefined,
      force: false,
    });
    expect(() => toOptions({ flags: { format: 'pdf' }, args: [] })).toThrow(UsageError);
  });

  it('writes Markdown from stdin', async () => {
    const ctx = testContext({ input: SPEC });
    await run({ spec: '-', format: 'md', output: undefined, force: false }, ctx);
    expect(ctx.captured.stdout).toContain('### `GET /ping`');
  });

  it('lists every error with its location', async () => {
    const ctx = testContext({
      input: 'openapi: 3.0.3\npaths:\n  /a:\n    get: {parameters: [{name: x, in: body}]}\n',
    });
    await expect(run({ spec: '-', format: 'html', output: undefined, force: false }, ctx)).rejects.toThrow(
      [
        'Invalid OpenAPI document (3 errors):',
        '  #/info (line 1, column 1): Missing required field "info"',
        '  #/paths/~1a/get/responses (line 4, column 5): Operation has no "responses"',
        '  #/paths/~1a/get/parameters/0/in (line 4, column 34): Unknown parameter location "body" (path, query, header or cookie)',
      ].join('\n'),
    );
  });
});
