import { afterEach, describe, expect, it } from 'vitest';
import { LARGE_MARKER } from './large-inputs';
import {
  flattenInputs,
  presetToSave,
  readToolInputs,
  replaceToolInputs,
  unflattenInputs,
} from './preset-inputs';
import { INPUTS_REPLACED_EVENT, setStorageUser, storageKey } from './stored-inputs';

afterEach(() => setStorageUser(null));

describe('a preset’s inputs', () => {
  it('are every field the tool keeps for the signed-in user, and only that tool’s', () => {
    setStorageUser('user-a');
    localStorage.setItem(storageKey('og-generator', 'form'), JSON.stringify({ title: 'Brand', size: 64 }));
    localStorage.setItem(storageKey('og-generator', 'theme'), '"dark"');
    localStorage.setItem(storageKey('og-generator', 'broken'), '{not json');
    localStorage.setItem(storageKey('favicon-maker', 'form'), '{"text":"F"}');
    setStorageUser('user-b');
    localStorage.setItem(storageKey('og-generator', 'form'), '{"title":"Other user"}');
    setStorageUser('user-a');
    expect(readToolInputs('og-generator')).toEqual({ form: { title: 'Brand', size: 64 }, theme: 'dark' });
  });

  it('replace the tool’s fields when loaded, and tell its page to read them again', () => {
    setStorageUser('user-a');
    localStorage.setItem(storageKey('og-generator', 'theme'), '"dark"');
    const replaced: unknown[] = [];
    const listen = (event: Event) => replaced.push(event instanceof CustomEvent ? event.detail : null);
    window.addEventListener(INPUTS_REPLACED_EVENT, listen);
    replaceToolInputs('og-generator', { form: { title: 'Loaded' } });
    window.removeEventListener(INPUTS_REPLACED_EVENT, listen);
    expect(readToolInputs('og-generator')).toEqual({ form: { title: 'Loaded' } });
    expect(replaced).toEqual(['og-generator']);
  });
});

describe('a preset is flat, as the CLI writes and reads it', () => {
  it('takes each form’s fields by their own names, and single values by their field name', () => {
    expect(
      flattenInputs({
        form: { title: 'Brand', size: 64 },
        tags: { imageBaseUrl: 'https://x' },
        theme: 'dark',
      }),
    ).toEqual({
      title: 'Brand',
      size: 64,
      imageBaseUrl: 'https://x',
      theme: 'dark',
    });
  });

  it('gives each stored form its own fields back, and the rest to the main form', () => {
    const stored = { form: { title: 'Old', size: 32 }, tags: { imageBaseUrl: '' }, theme: 'light' };
    expect(
      unflattenInputs({ title: 'Brand', imageBaseUrl: 'https://x', theme: 'dark', emoji: '⚡' }, stored),
    ).toEqual({
      form: { title: 'Brand', size: 32, emoji: '⚡' },
      tags: { imageBaseUrl: 'https://x' },
      theme: 'dark',
    });
    // A tool never used in this browser: everything goes to its main form, whose page keeps what it knows.
    expect(unflattenInputs({ theme: 'dark', template: 'product' }, {})).toEqual({
      form: { theme: 'dark', template: 'product' },
    });
  });
});

describe('the preset "Save preset" writes', () => {
  it('reads back a form kept in IndexedDB, and leaves out, by name and why, only the field over the limit (core says why)', async () => {
    setStorageUser('user-a');
    const key = storageKey('regex-json', 'json');
    localStorage.setItem(key, LARGE_MARKER);
    localStorage.setItem(storageKey('regex-json', 'pattern'), '"a+"');
    // What IndexedDB gives back (the test's environment has none: e2e/tests/preset-large-input.spec.ts has it).
    const kept = async (asked: string) =>
      asked === key ? JSON.stringify('x'.repeat(300 * 1024)) : undefined;
    const { inputs, leftOut } = await presetToSave('big', 'regex-json', kept);
    expect(inputs).toEqual({ $version: expect.any(Number), pattern: 'a+' });
    expect(leftOut).toEqual([
      'preset "big": left out json: it is 307200 characters long; a preset\'s text is at most 262144.',
    ]);
  });

  it('leaves out the largest fields until the whole fits, and names a kept field it could not read', async () => {
    setStorageUser('user-a');
    localStorage.setItem(storageKey('regex-json', 'json'), LARGE_MARKER);
    localStorage.setItem(storageKey('regex-json', 'text'), JSON.stringify('t'.repeat(150 * 1024)));
    localStorage.setItem(storageKey('regex-json', 'pattern'), JSON.stringify('p'.repeat(140 * 1024)));
    const { inputs, leftOut } = await presetToSave('two', 'regex-json', async () => undefined);
    expect(Object.keys(inputs).sort()).toEqual(['$version', 'pattern']);
    expect(leftOut).toEqual([
      'preset "two": left out json: this browser keeps it in IndexedDB, which could not be read.',
      'preset "two": left out text (150 KB): a preset holds at most 256 KB of inputs; this browser keeps it.',
    ]);
  });
});
