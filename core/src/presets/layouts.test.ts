import { describe, expect, it } from 'vitest';
import { readPresetInputs } from './layouts';

describe("a preset's inputs, read", () => {
  it.each([
    ['flat (layout 1)', { title: 'Brand', theme: 'dark' }, 1, { title: 'Brand', theme: 'dark' }],
    [
      "the web page's first layout: forms one level down (layout 0)",
      { form: { title: 'Brand', theme: 'dark' }, tags: { author: 'Ada' } },
      0,
      { title: 'Brand', theme: 'dark', author: 'Ada' },
    ],
    [
      "a field at the top wins over a form's",
      { form: { apply: '../../outside', framework: 'react-vite' }, apply: 'src' },
      0,
      { apply: 'src', framework: 'react-vite' },
    ],
    [
      'lists, numbers, booleans and null stay as they are',
      { tags: ['a', 1], size: 3, on: false, x: null },
      1,
      {
        tags: ['a', 1],
        size: 3,
        on: false,
        x: null,
      },
    ],
    ['nothing', {}, 1, {}],
  ])('%s', (_, inputs, layout, fields) => {
    const read = readPresetInputs(inputs);
    expect(read.layout).toBe(layout);
    expect({ ...read.fields }).toEqual(fields);
    expect(read.skipped).toEqual([]);
  });

  it('leaves out, and names, what is not JSON; a field named __proto__ stays a field', () => {
    const inputs = JSON.parse('{"__proto__": "x", "n": 1}') as Record<string, unknown>;
    const read = readPresetInputs({ ...inputs, nan: Number.NaN, fn: () => 1 });
    expect(Object.keys(read.fields)).toEqual(['__proto__', 'n']);
    expect(read.skipped).toEqual(['nan', 'fn']);
  });
});
