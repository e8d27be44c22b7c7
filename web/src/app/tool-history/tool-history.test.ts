import type { Tool, ToolId } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORY,
  historyKey,
  parseHistory,
  RECENT_LIMIT,
  recordUse,
  serializeHistory,
  toggleFavourite,
  toolsFor,
} from './tool-history';

const ids = ['og-generator', 'favicon-maker', 'mockup-generator', 'changelog-generator'] as ToolId[];
const [og, favicon, mockup, changelog] = ids as [ToolId, ToolId, ToolId, ToolId];
const known = new Set<string>(ids);
const many = Array.from({ length: RECENT_LIMIT + 3 }, (_, index) => `tool-${index}` as ToolId);

describe('toggleFavourite', () => {
  it('adds at the end in the order starred, and removes on the second toggle', () => {
    const one = toggleFavourite(EMPTY_HISTORY, mockup);
    const two = toggleFavourite(one, og);
    expect(two.favourites).toEqual([mockup, og]);
    expect(toggleFavourite(two, mockup).favourites).toEqual([og]);
  });
});

describe('recordUse', () => {
  it('puts the tool opened last first, each tool once', () => {
    const history = [og, favicon, mockup, og].reduce(recordUse, EMPTY_HISTORY);
    expect(history.recent).toEqual([og, mockup, favicon]);
  });

  it(`keeps only the last ${RECENT_LIMIT}`, () => {
    const history = many.reduce(recordUse, EMPTY_HISTORY);
    expect(history.recent).toEqual([...many].reverse().slice(0, RECENT_LIMIT));
  });

  it('leaves the history as it is when the same tool opens again', () => {
    const history = recordUse(EMPTY_HISTORY, og);
    expect(recordUse(history, og)).toBe(history);
  });
});

describe('parseHistory', () => {
  it('reads back what was written', () => {
    const history = { favourites: [changelog, og], recent: [favicon, og] };
    expect(parseHistory(serializeHistory(history), known)).toEqual(history);
  });

  it('drops ids the registry no longer has, duplicates and non-strings', () => {
    const stored = JSON.stringify({ favourites: ['gone', og, og, 7, null], recent: [favicon, 'gone'] });
    expect(parseHistory(stored, known)).toEqual({ favourites: [og], recent: [favicon] });
  });

  it('caps a long stored recent list', () => {
    const stored = JSON.stringify({ favourites: [], recent: many });
    expect(parseHistory(stored, new Set(many)).recent).toHaveLength(RECENT_LIMIT);
  });

  it.each([null, '', '{oops', '42', '"text"', '[]', 'null', '{"favourites":"og-generator"}'])(
    'gives an empty history for corrupt storage %j',
    (text) => {
      expect(parseHistory(text, known)).toEqual(EMPTY_HISTORY);
    },
  );
});

describe('historyKey', () => {
  it('is versioned and differs per user', () => {
    expect(historyKey('user-1')).toMatch(/v1/);
    expect(historyKey('user-1')).not.toBe(historyKey('user-2'));
    expect(historyKey(null)).not.toBe(historyKey('user-1'));
  });
});

describe('toolsFor', () => {
  it('maps ids to registry tools in the order given, skipping unknown ones', () => {
    const tools = ids.map((id) => ({ id, title: id }) as unknown as Tool);
    expect(toolsFor([mockup, 'gone' as ToolId, og], tools).map((tool) => tool.id)).toEqual([mockup, og]);
  });
});
