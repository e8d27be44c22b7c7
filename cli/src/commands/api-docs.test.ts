import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { type ListedInputError, UsageError } from '../errors';
import { testContext } from '../test-context';
import { configure, run, toOptions } from './api-docs';

const SPEC =
  'openapi: 3.0.3\ninfo: {title: Tiny, version: "1"}\npaths:\n  /ping:\n    get: {operationId: ping, summary: Ping, responses: {"200": {description: pong}}}\n';

const BASE = {
  spec: '-',
  format: 'html',
  output: undefined,
  force: false,
  tryIt: false,
  warnings: false,
} as const;

describe('toolbox api-docs', () => {
  it('its help names every kind of description it reads: Swagger 2.0 is converted, not refused', () => {
    const cmd = new Command('api-docs');
    configure(cmd);
    expect(cmd.registeredArguments[0]?.description).toMatch(/^OpenAPI 3\.0\/3\.1 or Swagger 2\.0 document /);
  });

  it('reads the flags, HTML by default, and refuses an unknown format', () => {
    expect(toOptions({ flags: { format: 'html' }, args: ['spec.yaml'] })).toEqual({
      spec: 'spec.yaml',
      format: 'html',
      output: undefined,
      force: false,
      tryIt: false,
      warnings: false,
    });
    expect(() => toOptions({ flags: { format: 'pdf' }, args: [] })).toThrow(UsageError);
  });

  it('writes Markdown from stdin', async () => {
    const ctx = testContext({ input: SPEC });
    await run({ ...BASE, format: 'md' }, ctx);
    expect(ctx.captured.stdout).toContain('### `GET /ping`');
  });

  it('lists every error with its location', async () => {
    const ctx = testContext({
      input: 'openapi: 3.0.3\npaths:\n  /a:\n    get: {parameters: [{name: x, in: body}]}\n',
    });
    const error = (await run(BASE, ctx).catch((e: Error) => e)) as ListedInputError;
    expect(error.message).toBe('Invalid OpenAPI document (3 errors):');
    expect(error.hint).toBe(
      [
        '  #/info (line 1, column 1): Missing required field "info"',
        '  #/paths/~1a/get/responses (line 4, column 5): Operation has no "responses"',
        '  #/paths/~1a/get/parameters/0/in (line 4, column 34): Unknown parameter location "body" (path, query, header or cookie)',
      ].join('\n'),
    );
  });

  it('caps the error list at 20 lines and a count; a binary or non-OpenAPI input is one short line', async () => {
    const paths = Array.from(
      { length: 30 },
      (_, i) => `  /p${i}:\n    get: {parameters: [{name: x, in: body}]}`,
    );
    const many = testContext({
      input: `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n${paths.join('\n')}\n`,
    });
    const error = (await run(BASE, many).catch((e: Error) => e)) as ListedInputError;
    expect(error.message).toBe('Invalid OpenAPI document (60 errors):');
    // The headline and the hint together fit in 20 lines (issue 81 item 22).
    const lines = error.hint.split('\n');
    expect(lines).toHaveLength(19);
    expect(lines[18]).toBe('  … and 42 more');

    const binary = new Uint8Array(5_000_000).map((_, i) => (i * 7919) % 256);
    const bin = testContext({ input: new TextDecoder().decode(binary) });
    const binError = String(((await run(BASE, bin).catch((e: Error) => e)) as Error).message);
    expect(binError).toBe('This is not an OpenAPI document: the input is binary, not JSON or YAML text');

    const other = testContext({ input: '{"name": "my-package", "version": "1.0.0", "dependencies": {}}' });
    expect(String(((await run(BASE, other).catch((e: Error) => e)) as Error).message)).toBe(
      'This is not an OpenAPI document: it has no "openapi" (or "swagger") field, info or paths',
    );
    // A JSON syntax error quotes no stretch of the input.
    const junk = testContext({ input: `{"openapi": "3.0.0", ${'x'.repeat(100_000)}` });
    const junkError = String(((await run(BASE, junk).catch((e: Error) => e)) as Error).message);
    expect(junkError.length).toBeLessThan(400);
  });

  it('--warnings lists each warning; --json carries them with the operation count', async () => {
    const ctx = testContext({
      input:
        'openapi: 3.0.3\ninfo: {title: W, version: "1"}\npaths:\n  /a:\n    get: {responses: {"200": {description: ok}}}\n',
    });
    await run({ ...BASE, warnings: true }, ctx);
    expect(ctx.captured.stderr).toContain('warning: #/paths/~1a/get: Operation has no operationId');
    const json = testContext({
      input:
        'swagger: "2.0"\ninfo: {title: W, version: "1"}\npaths:\n  /a:\n    get: {responses: {"200": {description: ok}}}\n',
      json: true,
    });
    await run(BASE, json);
    const summary = JSON.parse(json.captured.stdout);
    expect(summary).toMatchObject({ title: 'W', convertedFrom: 'Swagger 2.0', operations: 1, output: null });
    expect(summary.warnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Operation has no operationId' })]),
    );
  });

  it('follows $refs to files in the document folder, never through a link that leads out of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-docs-folder-'));
    try {
      mkdirSync(join(dir, 'api', 'paths'), { recursive: true });
      writeFileSync(
        join(dir, 'secret.yaml'),
        'get: {operationId: leaked, responses: {"200": {description: x}}}\n',
      );
      writeFileSync(
        join(dir, 'api', 'openapi.yaml'),
        'openapi: 3.1.0\ninfo: {title: Split, version: "1"}\npaths:\n  /a: {$ref: paths/a.yaml}\n',
      );
      writeFileSync(
        join(dir, 'api', 'paths', 'a.yaml'),
        'get: {operationId: getA, summary: A, responses: {"200": {description: ok}}}\n',
      );
      const ctx = testContext({ cwd: dir, json: true });
      await run({ ...BASE, spec: 'api/openapi.yaml' }, ctx);
      expect(JSON.parse(ctx.captured.stdout)).toMatchObject({ title: 'Split', operations: 1, warnings: [] });

      symlinkSync(join(dir, 'secret.yaml'), join(dir, 'api', 'paths', 'b.yaml'));
      writeFileSync(
        join(dir, 'api', 'openapi.yaml'),
        'openapi: 3.1.0\ninfo: {title: Split, version: "1"}\npaths:\n  /a: {$ref: paths/a.yaml}\n  /b: {$ref: paths/b.yaml}\n',
      );
      const error = (await run({ ...BASE, spec: 'api/openapi.yaml' }, testContext({ cwd: dir })).catch(
        (e: Error) => e,
      )) as ListedInputError;
      expect(error.message).toBe('Invalid OpenAPI document (1 error):');
      expect(error.hint).toBe(
        [
          `  openapi.yaml#/paths/~1b (line 5, column 3): $ref "paths/b.yaml": cannot read paths/b.yaml (a link that leads outside the description's folder)`,
        ].join('\n'),
      );
      // Together the files stay within the command's input limit.
      writeFileSync(
        join(dir, 'api', 'openapi.yaml'),
        'openapi: 3.1.0\ninfo: {title: Split, version: "1"}\npaths:\n  /a: {$ref: paths/a.yaml}\n  /c: {$ref: paths/c.yaml}\n',
      );
      writeFileSync(join(dir, 'api', 'paths', 'c.yaml'), `x-pad: "${'x'.repeat(200)}"\n`);
      const small = testContext({ cwd: dir });
      const limited = { ...small, inputLimit: { ...small.inputLimit, bytes: 250 } };
      const over = (await run({ ...BASE, spec: 'api/openapi.yaml' }, limited).catch(
        (e: Error) => e,
      )) as ListedInputError;
      expect(over.hint).toMatch(
        /cannot read paths\/\w\.yaml \(the files together pass the input limit of 250 bytes\)/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
