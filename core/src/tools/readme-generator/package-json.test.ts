import { describe, expect, it } from 'vitest';
import { fieldsFromPackageJson, PACKAGE_JSON_MAX_BYTES, PACKAGE_JSON_TOO_LARGE } from './package-json';
import { parseRepository } from './repository';

describe('fieldsFromPackageJson', () => {
  it('reads the README fields', () => {
    const pkg = {
      name: '@acme/rocket',
      description: 'Fast rockets',
      version: '2.1.0',
      license: 'Apache-2.0',
      author: 'Ada Lovelace <ada@example.com> (https://ada.dev)',
      repository: { type: 'git', url: 'git+https://github.com/acme/rocket.git' },
    };
    expect(fieldsFromPackageJson(JSON.stringify(pkg))).toEqual({
      projectName: '@acme/rocket',
      description: 'Fast rockets',
      version: '2.1.0',
      license: 'Apache-2.0',
      author: 'Ada Lovelace',
      repository: 'acme/rocket',
      package: { name: '@acme/rocket', scripts: {}, bin: [] },
    });
  });

  it.each([
    ['github:acme/rocket', 'acme/rocket'],
    ['acme/rocket', 'acme/rocket'],
    ['https://github.com/acme/rocket/tree/main', 'acme/rocket'],
  ])('reads repository %j', (repository, expected) => {
    expect(fieldsFromPackageJson(JSON.stringify({ repository, author: { name: 'Ada' } }))).toEqual({
      repository: expected,
      author: 'Ada',
      package: { name: '', scripts: {}, bin: [] },
    });
  });

  it.each(['{', '[]', 'null'])('refuses %j', (json) => {
    expect(() => fieldsFromPackageJson(json)).toThrow(/package\.json/);
  });

  it.each([
    ['a tsconfig.json', '{"compilerOptions":{"strict":true}}'],
    ['an empty object', '{}'],
  ])('refuses %s: JSON, but no manifest', (_, json) => {
    expect(() => fieldsFromPackageJson(json)).toThrow(
      "This JSON is not a package.json: it has none of a manifest's fields",
    );
  });

  it('refuses a text over 1 MB before parsing it', () => {
    const huge = JSON.stringify({ name: 'big', description: 'x'.repeat(PACKAGE_JSON_MAX_BYTES) });
    expect(() => fieldsFromPackageJson(huge)).toThrow(PACKAGE_JSON_TOO_LARGE);
  });
});

describe('parseRepository', () => {
  it.each([
    ['acme/rocket', { owner: 'acme', name: 'rocket' }],
    ['https://github.com/acme/rocket.git', { owner: 'acme', name: 'rocket' }],
    ['git@github.com:acme/rocket.git', { owner: 'acme', name: 'rocket' }],
    ['  ', null],
  ])('%j', (text, expected) => {
    expect(parseRepository(text)).toEqual(expected);
  });

  it.each(['acme', 'a/b/c', 'acme/rock et', '../x', 'acme/$(rm -rf)'])('refuses %j', (text) => {
    expect(() => parseRepository(text)).toThrow('Repository should be owner/repo');
  });
});
