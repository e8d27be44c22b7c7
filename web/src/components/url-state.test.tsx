import { act, renderHook } from '@testing-library/react';
import { PRESET_SHAPES } from '@toolbox/core/presets';
import { tools } from '@toolbox/core/registry';
import { type ReadmeInput, runReadmeStoredFields } from '@toolbox/core/tools/readme-generator';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { INPUTS_REPLACED_EVENT, storageKey } from '../platform/stored-inputs';
import { useLinkStatus } from './link-status';
import { writeLink } from './url-state';
import { useSavedState, useStoredForm } from './use-stored-state';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const open = (path: string) => window.history.replaceState(null, '', path);
const query = () => new URLSearchParams(window.location.search);
const CRON = { expression: '*/5 * * * *', tz: 'UTC', count: 5, from: '' };

describe("a tool page's inputs in its URL", () => {
  it('writes a form into the URL as the user types, replacing the entry rather than adding one', () => {
    open('/cron');
    const before = window.history.length;
    const page = renderHook(() => useStoredForm('cron', 'form', CRON));
    act(() => page.result.current[1]('expression', '30 9 * * 1-5'));
    act(() => page.result.current[1]('count', 7));
    expect(Object.fromEntries(query())).toEqual({
      expression: '30 9 * * 1-5',
      tz: 'UTC',
      count: '7',
      from: '',
    });
    expect(window.history.length).toBe(before);
  });

  it('links a change in its own render, so a reload right after it loads the new value, not the one before', () => {
    open('/cron');
    const form = renderHook(() => useStoredForm('cron', 'form', CRON));
    act(() => {
      flushSync(() => form.result.current[1]('expression', '@hourly'));
      expect(query().get('expression')).toBe('@hourly');
    });
    form.unmount();
    open('/regex-json');
    const text = renderHook(() => useSavedState('regex-json', 'text', ''));
    act(() => {
      flushSync(() => text.result.current[1]('typed'));
      expect(query().get('text')).toBe('typed');
    });
  });

  it("takes a link's values over the stored ones, and only on the tool's own page", () => {
    localStorage.setItem(storageKey('cron', 'form'), JSON.stringify({ ...CRON, expression: '0 0 * * *' }));
    open('/cron?expression=30+9+*+*+1-5&count=3');
    const page = renderHook(() => useStoredForm('cron', 'form', CRON));
    expect(page.result.current[0]).toMatchObject({ expression: '30 9 * * 1-5', count: 3, tz: 'UTC' });
    page.unmount();
    open('/url?expression=ignored');
    expect(renderHook(() => useStoredForm('cron', 'form', CRON)).result.current[0].expression).toBe(
      '30 9 * * 1-5',
    );
  });

  it("keeps what the page held when a link's value is bad, and says so", () => {
    localStorage.setItem(storageKey('cron', 'form'), JSON.stringify({ ...CRON, count: 9 }));
    open('/cron?count=lots&expression=%40daily');
    const page = renderHook(() => useStoredForm('cron', 'form', CRON));
    expect(page.result.current[0]).toMatchObject({ count: 9, expression: '@daily' });
    const status = renderHook(() => useLinkStatus('/cron')).result.current;
    expect(status.refused).toEqual(['This link\'s "count" must be a number, so it was left out.']);
  });

  it('refuses a choice the form does not offer, a malformed list, and a list of the wrong items', () => {
    open('/og-generator?theme=neon&size=%5B1%2C2%5D');
    const page = renderHook(() =>
      useStoredForm(
        'og-generator',
        'form',
        { theme: 'dark', size: ['1200x630'] },
        { theme: ['dark', 'light'] },
      ),
    );
    expect(page.result.current[0]).toEqual({ theme: 'dark', size: ['1200x630'] });
    open('/og-generator?size=%5Bnope');
    renderHook(() => useStoredForm('og-generator', 'form', { size: ['1200x630'] }));
    const { refused } = renderHook(() => useLinkStatus('/og-generator')).result.current;
    expect(refused).toEqual([
      'This link\'s "theme" must be one of dark, light, so it was left out.',
      'This link\'s "size" does not have the shape this field takes, so it was left out.',
      'This link\'s "size" is not valid JSON, so it was left out.',
    ]);
  });

  it("leaves another input's parameter to its own hook beside a form with structured fields", () => {
    open('/readme-generator?projectName=demo&fromPackage=true&customSections=%7B%7D');
    const page = renderHook(() =>
      useStoredForm('readme-generator', 'form', { projectName: '' }, {}, () => ({})),
    );
    expect(page.result.current[0]).toEqual({ projectName: 'demo' });
    const { refused } = renderHook(() => useLinkStatus('/readme-generator')).result.current;
    expect(refused).toEqual([`This link's "customSections" is not well formed, so it was left out.`]);
  });

  it("reads a structured field's list from the link through the tool's reader (a README's own sections)", () => {
    const sections = [{ title: 'FAQ', body: 'Ask us.' }];
    open(`/readme-generator?customSections=${encodeURIComponent(JSON.stringify(sections))}`);
    const defaults: Pick<ReadmeInput, 'projectName' | 'customSections'> = { projectName: '' };
    const page = renderHook(() =>
      useStoredForm('readme-generator', 'form', defaults, {}, runReadmeStoredFields),
    );
    expect(page.result.current[0]).toEqual({ projectName: '', customSections: sections });
  });

  it("names a second form's fields after it, and reads a single value back as its type", () => {
    open('/lines?lorem.count=4&sort-keys=true');
    const lorem = renderHook(() => useStoredForm('lines', 'lorem', { count: 1, unit: 'words' }));
    expect(lorem.result.current[0]).toEqual({ count: 4, unit: 'words' });
    expect(query().get('lorem.unit')).toBe('words');
    open('/regex-json?sort-keys=true');
    expect(renderHook(() => useSavedState('regex-json', 'sort-keys', false)).result.current[0]).toBe(true);
  });

  it('leaves a value too large for a link out of it, and the Copy link says which', () => {
    open('/regex-json');
    const page = renderHook(() => useSavedState('regex-json', 'json', ''));
    act(() => page.result.current[1]('x'.repeat(2001)));
    expect(query().has('json')).toBe(false);
    expect(renderHook(() => useLinkStatus('/regex-json')).result.current.tooLarge).toEqual(['json']);
    act(() => page.result.current[1]('{"a":1}'));
    expect(query().get('json')).toBe('{"a":1}');
    expect(renderHook(() => useLinkStatus('/regex-json')).result.current.tooLarge).toEqual([]);
  });

  it('keeps a value the page refuses to store (a private key) out of the link too', () => {
    open('/certificates');
    const page = renderHook(() =>
      useSavedState('certificates', 'input', '', (text) => !text.includes('PRIVATE')),
    );
    act(() => page.result.current[1]('-----BEGIN PRIVATE KEY-----'));
    expect(query().has('input')).toBe(false);
  });

  it("drops the link's values when a loaded preset replaces the page's inputs", () => {
    open('/cron?expression=%40daily&tab=next');
    window.dispatchEvent(new CustomEvent(INPUTS_REPLACED_EVENT, { detail: 'cron' }));
    expect(window.location.search).toBe('?tab=next');
  });

  it('never puts a secret field of any tool into a link, and puts every other field of its preset shape', () => {
    for (const tool of tools) {
      open(`/${tool.id}`);
      const fields = Object.entries(PRESET_SHAPES[tool.id].fields);
      writeLink(tool.id, new Map(fields.map(([field]) => [field, { field, value: `value of ${field}` }])));
      const secret = fields.filter(
        ([, kinds]) => kinds === 'secret' || (Array.isArray(kinds) && kinds.includes('secret')),
      );
      for (const [field] of secret) expect(query().has(field), `${tool.id}.${field}`).toBe(false);
      expect([...query().keys()].length, tool.id).toBe(
        fields.length - secret.length - (tool.id === 'visual-workspace-generator' ? 1 : 0),
      );
    }
    open('/jwt?secret=s3cret&token=eyJ.x.y');
    renderHook(() => useStoredForm('jwt', 'form', { alg: 'HS256' }));
    expect(Object.fromEntries(query())).toEqual({ alg: 'HS256' });
  });
});
