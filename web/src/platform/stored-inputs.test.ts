import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredInputs, legacyInputKey, setStorageUser, storageKey } from './stored-inputs';

afterEach(() => setStorageUser(null));

describe('storageKey', () => {
  it('keys a tool field by the signed-in user', () => {
    setStorageUser('user-a');
    const a = storageKey('regex-json', 'pattern');
    setStorageUser('user-b');
    const b = storageKey('regex-json', 'pattern');
    expect(a).not.toBe(b);
    expect(a).toBe('toolbox:inputs:v2:user-a:regex-json:pattern');
    expect(storageKey('regex-json', 'text')).not.toBe(b);
  });

  it('sign-out clears the user’s inputs only, never another user’s or the app’s settings', () => {
    setStorageUser('user-a');
    localStorage.setItem(storageKey('dev-utilities', 'json'), '"a"');
    setStorageUser('user-b');
    localStorage.setItem(storageKey('dev-utilities', 'json'), '"b"');
    localStorage.setItem('dev-toolbox-theme', 'dark');
    localStorage.setItem('toolbox:tool-history:v1:user-b', '{}');
    clearStoredInputs('user-b');
    expect(localStorage.getItem(storageKey('dev-utilities', 'json'))).toBeNull();
    expect(localStorage.getItem('dev-toolbox-theme')).toBe('dark');
    expect(localStorage.getItem('toolbox:tool-history:v1:user-b')).toBe('{}');
    setStorageUser('user-a');
    expect(localStorage.getItem(storageKey('dev-utilities', 'json'))).toBe('"a"');
  });
});

describe('the one-time migration of unkeyed inputs', () => {
  it.each([
    ['og-generator:form', ['og-generator', 'form']],
    ['toolbox:favicon-maker:form', ['favicon-maker', 'form']],
    ['dev-utilities.contrast-fg', ['dev-utilities', 'contrast-fg']],
    ['toolbox:visual-workspace:v1', ['visual-workspace-generator', 'workspace']],
    [
      'toolbox:database-visualizer:positions:public.a,public.b',
      ['database-visualizer', 'positions:public.a,public.b'],
    ],
    ['dev-toolbox-theme', undefined],
    ['toolbox:tool-history:v1:someone', undefined],
    ['toolbox:inputs:v2:user:regex-json:text', undefined],
  ])('reads %s as %j', (key, expected) => {
    expect(legacyInputKey(key)).toEqual(expected);
  });

  it('moves the old inputs to the first user who signs in, once', () => {
    localStorage.setItem('regex-json.pattern', '"\\\\d+"');
    localStorage.setItem('toolbox:database-visualizer:ddl', 'create table t (id int);');
    localStorage.setItem('dev-toolbox-theme', 'dark');
    setStorageUser('first');
    expect(localStorage.getItem(storageKey('regex-json', 'pattern'))).toBe('"\\\\d+"');
    expect(JSON.parse(localStorage.getItem(storageKey('database-visualizer', 'ddl'))!)).toBe(
      'create table t (id int);',
    );
    expect(localStorage.getItem('regex-json.pattern')).toBeNull();
    expect(localStorage.getItem('dev-toolbox-theme')).toBe('dark');
    setStorageUser('second');
    expect(localStorage.getItem(storageKey('regex-json', 'pattern'))).toBeNull();
  });

  it('never overwrites what the user already has under the new key', () => {
    setStorageUser('first');
    localStorage.setItem(storageKey('regex-json', 'text'), '"new"');
    localStorage.setItem('regex-json.text', '"old"');
    setStorageUser('first');
    expect(localStorage.getItem(storageKey('regex-json', 'text'))).toBe('"new"');
    expect(localStorage.getItem('regex-json.text')).toBeNull();
  });
});
