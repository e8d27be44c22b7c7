import { describe, expect, it } from 'vitest';
import { describeSubject, describeToCommit } from './describe';

describe('type detection, in the spec order (§5)', () => {
  it.each([
    ['Fixed crash on save', 'fix'],
    ['fixes the login', 'fix'],
    ['Fixing flaky retry', 'fix'],
    ['bug in parser', 'fix'],
    ['error when saving', 'fix'],
    ['update README', 'docs'],
    ['write documentation for hooks', 'docs'],
    ['doc comments for the API', 'docs'],
    ['add unit tests', 'test'],
    ['testing the parser', 'test'],
    ['refactor the store', 'refactor'],
    ['clean up old code', 'refactor'],
    ['cleanup of helpers', 'refactor'],
    ['style the header', 'style'],
    ['format with biome', 'style'],
    ['improve performance of search', 'perf'],
    ['optimize images', 'perf'],
    ['optimization of queries', 'perf'],
    ['build with esbuild', 'build'],
    ['bump dependency versions', 'build'],
    ['add dark mode', 'feat'],
    // The spec's order decides when several rules match.
    ['Fix the docs', 'fix'],
    ['fix failing test', 'fix'],
    ['docs for the test helpers', 'docs'],
    ['refactor tests', 'test'],
    ['format the build script', 'style'],
    // Whole words only (DECISIONS.md): fragments never count.
    ['improve performance', 'perf'],
    ['prefix routes with /v2', 'feat'],
    ['debug panel', 'feat'],
    ['address book page', 'feat'],
    ['latest docker image', 'feat'],
    ['contest page', 'feat'],
    ['builder pattern for queries', 'feat'],
    ['platform switch', 'feat'],
  ])('%j -> %s', (text, type) => {
    expect(describeToCommit(text)?.type).toBe(type);
  });
});

describe('scope detection: first found of auth, ui, api, database, config, component', () => {
  it.each([
    ['add login to auth', 'auth'],
    ['authentication flow', 'auth'],
    ['ui tweaks for the api', 'ui'],
    ['new api endpoint', 'api'],
    ['migrate database', 'database'],
    ['config loader', 'config'],
    ['configuration for CI', 'config'],
    ['new button component', 'components'],
    ['api and auth together', 'auth'],
    ['build the guide', undefined],
    ['rapid prototyping', undefined],
    ['quick fix', undefined],
  ])('%j -> %s', (text, scope) => {
    expect(describeToCommit(text)?.scope).toBe(scope);
  });
});

describe('description: leading verb dropped, first letter lowercased unless an acronym', () => {
  it.each([
    ['Add dark mode', 'dark mode'],
    ['added dark mode', 'dark mode'],
    ['Fix crash on save', 'crash on save'],
    ['Fixed crash on save.', 'crash on save'],
    ['Update the footer', 'the footer'],
    ['Updated deps', 'deps'],
    ['Remove old flags', 'old flags'],
    ['Removed old flags', 'old flags'],
    ['Create user page', 'user page'],
    ['created user page', 'user page'],
    ['Improve search', 'improve search'],
    ['Addition of charts', 'addition of charts'],
    ['Update README with usage', 'README with usage'],
    ['API keys for users', 'API keys for users'],
    ['iOS build', 'iOS build'],
    ['useEffect cleanup', 'useEffect cleanup'],
    ['A new button', 'a new button'],
    ['Fix', 'fix'],
    ['Add: login form', 'login form'],
    ['Add login\nmore details', 'login'],
    // A capital past ASCII keeps the word's case too; a lower-case one does not.
    ['Added mÜnchen maps', 'mÜnchen maps'],
    ['Added Ünchen maps', 'ünchen maps'],
    ['Éclair menu', 'éclair menu'],
    ['ÉcoleDirecte sync', 'ÉcoleDirecte sync'],
  ])('%j -> %j', (text, description) => {
    expect(describeSubject(text)).toBe(description);
  });

  it('auto-generates nothing from blank text', () => {
    expect(describeToCommit('   ')).toBeNull();
  });

  it('gives type, scope and description together', () => {
    expect(describeToCommit('Fixed the auth token refresh bug')).toEqual({
      type: 'fix',
      scope: 'auth',
      description: 'the auth token refresh bug',
    });
  });
});
