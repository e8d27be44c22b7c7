import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './readme';

const base = { template: 'basic', badgeStyle: 'flat' };

describe('toOptions', () => {
  it('keeps only the fields given, so package.json can fill the rest', () => {
    expect(
      toOptions({
        flags: {
          ...base,
          name: 'Rocket',
          projectVersion: '2.0.0',
          badges: 'license, stars',
          fromPackage: true,
        },
        args: [],
      }),
    ).toEqual({
      fields: {
        template: 'basic',
        badgeStyle: 'flat',
        projectName: 'Rocket',
        version: '2.0.0',
        badges: ['license', 'stars'],
      },
      fromPackage: 'package.json',
      output: undefined,
      force: false,
    });
  });

  it('reads --badges "" as no badges and refuses unknown ones', () => {
    expect(toOptions({ flags: { ...base, badges: '' }, args: [] }).fields.badges).toEqual([]);
    expect(() => toOptions({ flags: { ...base, badges: 'stars,nope' }, args: [] })).toThrow(UsageError);
  });
});

describe('run', () => {
  it('fills the fields from package.json, flags winning', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'readme-'));
    writeFileSync(
      join(cwd, 'package.json'),
      JSON.stringify({
        name: 'rocket',
        description: 'Fast',
        version: '0.3.0',
        license: 'ISC',
        repository: 'github:acme/rocket',
      }),
    );
    const ctx = testContext({ cwd });
    await run(toOptions({ flags: { ...base, fromPackage: true, name: 'Rocket!' }, args: [] }), ctx);
    const out = ctx.captured.stdout;
    expect(out.split('\n')[0]).toBe('# Rocket!');
    expect(out).toContain('https://img.shields.io/badge/license-ISC-blue?style=flat');
    expect(out).toContain('**Version:** 0.3.0');
    expect(out).toContain('git clone https://github.com/acme/rocket.git');
  });

  it('--sections writes those sections in that order, and names the choices for an unknown one', async () => {
    const ctx = testContext({ cwd: mkdtempSync(join(tmpdir(), 'readme-')) });
    await run(
      toOptions({
        flags: { ...base, template: 'react', sections: 'usage, License,Available Scripts' },
        args: [],
      }),
      ctx,
    );
    expect([...ctx.captured.stdout.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
      'Table of Contents',
      'Usage',
      'License',
      'Available Scripts',
    ]);
    await expect(
      run(toOptions({ flags: { ...base, sections: 'Usage,Roadmap' }, args: [] }), testContext()),
    ).rejects.toThrow(
      '--sections: the basic template has no section "Roadmap"; choose from Features, Installation, Usage, Contributing, License, Author.',
    );
  });

  it('reports a broken package.json as input error', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'readme-'));
    writeFileSync(join(cwd, 'package.json'), '{');
    await expect(
      run(toOptions({ flags: { ...base, fromPackage: true }, args: [] }), testContext({ cwd })),
    ).rejects.toThrow('package.json is not valid JSON.');
  });

  it('refuses JSON that is no manifest (a tsconfig.json given as --from-package), as the web page does', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'readme-'));
    writeFileSync(join(cwd, 'tsconfig.json'), '{"compilerOptions":{"strict":true}}');
    await expect(
      run(toOptions({ flags: { ...base, fromPackage: 'tsconfig.json' }, args: [] }), testContext({ cwd })),
    ).rejects.toThrow("This JSON is not a package.json: it has none of a manifest's fields");
  });
});
