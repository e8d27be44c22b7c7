import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '#core/errors';
import {
  PRESET_LIST_MAX,
  PRESET_TEXT_MAX,
  PRESET_VERSION_KEY,
  readPreset,
  writePreset,
} from '#core/presets/read';
import { PRESET_SHAPES, type PresetKind, type PresetShape } from '#core/presets/shapes';
import { tools } from '#core/registry';

const og = (inputs: Record<string, unknown>) => ({ name: 'brand', tool_id: 'og-generator', inputs });

describe("each tool's preset shape", () => {
  it('every registry tool has one, with a version, and no shape names a tool the registry lacks', () => {
    expect(Object.keys(PRESET_SHAPES).sort()).toEqual(tools.map((tool) => tool.id).sort());
    for (const shape of Object.values(PRESET_SHAPES)) expect(shape.version).toBeGreaterThanOrEqual(2);
  });

  it('no field is called like the version stamp or a prototype key', () => {
    for (const shape of Object.values(PRESET_SHAPES))
      for (const field of Object.keys(shape.fields))
        expect(['__proto__', 'constructor', 'prototype', PRESET_VERSION_KEY]).not.toContain(field);
  });
});

describe('a preset, read', () => {
  const flat = { title: 'Launch', theme: 'dark', logoOpacity: 0.8, size: ['1200x630'] };
  it.each([
    [
      'the web page, before versions: its forms one level down',
      { form: { title: 'Launch', theme: 'dark', logoOpacity: 0.8 }, tags: { size: ['1200x630'] } },
      1,
    ],
    ['the CLI or the web, before versions: flat', flat, 1],
    ['either, now: flat and stamped', { [PRESET_VERSION_KEY]: 2, ...flat }, 2],
  ])('%s', (_, inputs, version) => {
    const read = readPreset(og(inputs));
    expect(read.version).toBe(version);
    expect({ ...read.fields }).toEqual(flat);
    expect(read.leftOut).toEqual([]);
  });

  it('what a writer writes reads back the same, stamped with the shape version', () => {
    const written = writePreset('brand', 'og-generator', flat);
    expect(written.inputs[PRESET_VERSION_KEY]).toBe(PRESET_SHAPES['og-generator'].version);
    expect({ ...readPreset(og(written.inputs)).fields }).toEqual(flat);
  });

  it('leaves out, and names, a field the tool does not have and a secret', () => {
    const read = readPreset({
      name: 'db',
      tool_id: 'database-visualizer',
      inputs: { format: 'svg', db: 'postgres://u:pw@h/d', gone: 1 },
    });
    expect({ ...read.fields }).toEqual({ format: 'svg' });
    expect(read.leftOut).toEqual([
      'preset "db": left out gone, which database-visualizer presets do not hold.',
      'preset "db": left out db: a preset never keeps a secret; give it on each run.',
    ]);
    expect(writePreset('db', 'database-visualizer', { format: 'svg', db: 'x' }).inputs).toEqual({
      [PRESET_VERSION_KEY]: 2,
      format: 'svg',
    });
  });

  it.each([
    [
      'a wrong type',
      { logoOpacity: 'high' },
      'preset "brand": "logoOpacity" must be a number, not 4 characters of text.',
      'logoOpacity',
    ],
    [
      'an object where text goes (a stamped preset is never unfolded)',
      { [PRESET_VERSION_KEY]: 2, title: { a: 1 } },
      'preset "brand": "title" must be text, not an object.',
      'title',
    ],
    [
      'a list of numbers',
      { size: [1, 2] },
      'preset "brand": "size" must be a list of texts, not a list.',
      'size',
    ],
    [
      'a huge string',
      { title: 'x'.repeat(PRESET_TEXT_MAX + 1) },
      `preset "brand": "title" is ${PRESET_TEXT_MAX + 1} characters long; a preset's text is at most ${PRESET_TEXT_MAX}.`,
      'title',
    ],
    [
      'a huge list',
      { size: Array(PRESET_LIST_MAX + 1).fill('1x1') },
      `preset "brand": "size" holds ${PRESET_LIST_MAX + 1} items; a preset's list holds at most ${PRESET_LIST_MAX}.`,
      'size',
    ],
    [
      '__proto__',
      JSON.parse('{"__proto__": {"title": "x"}}'),
      'preset "brand": "__proto__" is not a name a preset\'s field can have.',
      '__proto__',
    ],
    [
      '__proto__ inside an old form',
      JSON.parse('{"form": {"__proto__": 1}}'),
      'preset "brand": "__proto__" is not a name a preset\'s field can have.',
      '__proto__',
    ],
    [
      'constructor',
      { constructor: 'x' },
      'preset "brand": "constructor" is not a name a preset\'s field can have.',
      'constructor',
    ],
    [
      'a version that is not a whole number',
      { [PRESET_VERSION_KEY]: '2' },
      'preset "brand": "$version" must be a whole number from 1, not 1 characters of text.',
      '$version',
    ],
    [
      'a newer version',
      { [PRESET_VERSION_KEY]: 3 },
      'preset "brand" was saved by a newer Dev Toolbox (og-generator presets version 3; this one reads up to 2): update it to use this preset.',
      undefined,
    ],
  ])('refuses %s, naming the preset and the field', (_, inputs, message, field) => {
    const read = () => readPreset(og(inputs));
    expect(read).toThrow(ToolInputError);
    expect(read).toThrow(message);
    try {
      read();
    } catch (error) {
      expect((error as ToolInputError).field).toBe(field);
    }
    expect(({} as Record<string, unknown>).title).toBeUndefined();
  });

  it("leaves out, when asked, a value its field does not take (a web page's cleared number, kept as null)", () => {
    expect(writePreset('brand', 'og-generator', { title: 'x', logoOpacity: null }, 'leave out')).toEqual({
      inputs: { [PRESET_VERSION_KEY]: 2, title: 'x' },
      leftOut: ['preset "brand": left out logoOpacity: it must be a number, not null.'],
    });
  });

  it('refuses a tool it does not know, and writing what it would refuse', () => {
    expect(() => readPreset({ name: 'x', tool_id: 'nope', inputs: {} })).toThrow(
      'preset "x" is for "nope", which is not a tool.',
    );
    expect(() => writePreset('brand', 'og-generator', { logoOpacity: 'high' })).toThrow(
      '"logoOpacity" must be a number',
    );
  });
});

describe("a preset saved at an older version of its tool's shape", () => {
  const renamed = {
    'og-generator': {
      version: 3,
      fields: { heading: 'text' },
      migrations: { 2: ({ title, ...rest }: Record<string, unknown>) => ({ ...rest, heading: title }) },
    },
  } as const;

  it.each([
    ['version 2, by its step', { [PRESET_VERSION_KEY]: 2, title: 'Launch' }, 2],
    ['version 1 (no stamp), unfolded then by the same step', { form: { title: 'Launch' } }, 1],
  ])('is brought up to date: %s', (_, inputs, version) => {
    const read = readPreset(og(inputs), renamed);
    expect(read.version).toBe(version);
    expect({ ...read.fields }).toEqual({ heading: 'Launch' });
  });

  it('is refused, saying so, when no step leads from its version', () => {
    const noStep = { 'og-generator': { version: 3, fields: { title: 'text' } } } as const;
    expect(() => readPreset(og({ [PRESET_VERSION_KEY]: 2, title: 'x' }), noStep)).toThrow(
      'preset "brand" is a version 2 og-generator preset, which this Dev Toolbox cannot bring up to version 3: save it again.',
    );
  });
});

describe('every tool: what one front end writes, the other reads the same', () => {
  const SAMPLE = { text: 'x', number: 1, boolean: true, list: ['a'], json: { a: [1] } } as const;
  const shapes: [string, PresetShape][] = Object.entries(PRESET_SHAPES);
  it.each(shapes)('%s', (toolId, shape) => {
    const fields: Record<string, unknown> = {};
    for (const [field, kind] of Object.entries(shape.fields)) {
      const kinds: readonly PresetKind[] = typeof kind === 'string' ? [kind] : kind;
      const first = kinds[0];
      if (first !== undefined && !kinds.includes('secret'))
        fields[field] = SAMPLE[first as Exclude<PresetKind, 'secret'>];
    }
    const { inputs, leftOut } = writePreset('p', toolId, fields);
    expect(leftOut).toEqual([]);
    expect({ ...readPreset({ name: 'p', tool_id: toolId, inputs }).fields }).toEqual(fields);
  });
});

describe('a hostile preset', () => {
  it('is read or refused with a ToolInputError, never anything else, and never touches a prototype', () => {
    const key = fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', PRESET_VERSION_KEY, 'title', 'size', 'form'),
      fc.string(),
    );
    const inputs = fc.dictionary(key, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 });
    fc.assert(
      fc.property(inputs, fc.constantFrom(...tools.map((tool) => tool.id)), (raw, toolId) => {
        const parsed = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
        try {
          const read = readPreset({ name: 'p', tool_id: toolId, inputs: parsed });
          expect(Object.getPrototypeOf(read.fields)).toBeNull();
        } catch (error) {
          expect(error).toBeInstanceOf(ToolInputError);
        }
        expect(({} as Record<string, unknown>).title).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });
});
