import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { runComponentCheck } from './check';
import { generateComponent } from './generate';
import { COMPONENT_DEFAULTS, componentName, parseProps } from './options';

describe('spec defaults', () => {
  it('Button, functional, TypeScript on, props on, styles on', () => {
    expect(COMPONENT_DEFAULTS).toMatchObject({
      name: 'Button',
      type: 'functional',
      typescript: true,
      props: true,
      tailwind: true,
    });
    expect(generateComponent(COMPONENT_DEFAULTS).files.map((f) => f.name)).toEqual(['Button.tsx']);
  });
});

describe('names', () => {
  it.each([
    ['hook', 'counter', 'useCounter'],
    ['hook', 'useCounter', 'useCounter'],
    ['hook', 'user', 'useUser'],
    ['hook', 'use2', 'use2'],
    ['functional', 'Button', 'Button'],
    ['class', ' UserCard ', 'UserCard'],
  ] as const)('%s %j -> %s', (type, name, expected) => {
    expect(componentName({ type, name })).toBe(expected);
  });

  it.each([
    ['functional', '', 'Enter a component name'],
    ['functional', 'button', 'not a valid component name'],
    ['functional', 'My-Button', 'not a valid component name'],
    ['class', '2Fast', 'not a valid component name'],
    ['hook', 'my counter', 'not a valid hook name'],
  ] as const)('%s %j is refused: %s', (type, name, message) => {
    expect(() => componentName({ type, name })).toThrow(ToolInputError);
    expect(() => componentName({ type, name })).toThrow(message);
  });

  // The generated file already binds these: tsc said "Import declaration conflicts with local declaration of
  // 'Component'" (and of useState, Meta, StoryObj, Default), so the scaffold never compiled.
  it.each([
    [{ type: 'class', name: 'Component' }, 'Component', "React's Component, which the class extends"],
    [{ type: 'hook', name: 'useState' }, 'useState', "React's useState, which the hook calls"],
    [{ type: 'hook', name: 'callback' }, 'useCallback', "React's useCallback, which the hook calls"],
    [
      { type: 'functional', name: 'Meta', withStory: true },
      'Meta',
      "Storybook's Meta, which the story imports",
    ],
    [
      { type: 'class', name: 'StoryObj', withStory: true },
      'StoryObj',
      "Storybook's StoryObj, which the story imports",
    ],
    [
      { type: 'functional', name: 'Default', withStory: true, typescript: false },
      'Default',
      "the story's Default export",
    ],
  ] as const)('%j (%s) clashes with %s', (form, name, what) => {
    expect(() => generateComponent({ ...COMPONENT_DEFAULTS, ...form })).toThrow(
      `"${name}" would clash with ${what}: choose another name.`,
    );
    expect(runComponentCheck({ ...COMPONENT_DEFAULTS, ...form }).errors.name).toContain('would clash');
  });

  it('takes those names where nothing else binds them', () => {
    expect(componentName({ type: 'functional', name: 'Component' })).toBe('Component');
    expect(generateComponent({ ...COMPONENT_DEFAULTS, name: 'Meta' }).name).toBe('Meta');
    expect(
      generateComponent({ ...COMPONENT_DEFAULTS, name: 'Meta', typescript: false, withStory: true }).name,
    ).toBe('Meta');
  });

  it('refuses a prop named ref with forwardRef, where ref is the render function’s second argument', () => {
    const form = { ...COMPONENT_DEFAULTS, forwardRef: true, propsText: 'title: string\nref: string' };
    const message = 'Props line 2: "ref" is the ref forwardRef passes: leave it out, or turn forwardRef off.';
    expect(() => generateComponent(form)).toThrow(message);
    expect(runComponentCheck(form).errors).toEqual({ propsText: message });
    expect(generateComponent({ ...form, forwardRef: false }).files[0]?.data).toContain('{ title, ref }');
  });

  it('any accepted name becomes the exported binding and the file name; anything else is a clear error', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('functional', 'class', 'hook'),
        (name, type) => {
          try {
            const { name: exported, files } = generateComponent({ ...COMPONENT_DEFAULTS, name, type });
            expect(files[0]?.name).toBe(`${exported}.tsx`);
            expect(files[0]?.data).toContain(`export default ${exported};`);
            expect(exported).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
          } catch (error) {
            expect(error).toBeInstanceOf(ToolInputError);
          }
        },
      ),
    );
  });
});

describe('props lines', () => {
  it.each([
    ['title: string', [{ name: 'title', optional: false, type: 'string' }]],
    ['onClick?: () => void;', [{ name: 'onClick', optional: true, type: '() => void' }]],
    ['flag', [{ name: 'flag', optional: false, type: 'unknown' }]],
    ['size?,', [{ name: 'size', optional: true, type: 'unknown' }]],
    ["readonly variant: 'a' | 'b'", [{ name: 'variant', optional: false, type: "'a' | 'b'" }]],
    [
      '// a comment\n/* block */\n * inside\n# hash\n\nid: number',
      [{ name: 'id', optional: false, type: 'number' }],
    ],
    ['map: Record<string, number[]>', [{ name: 'map', optional: false, type: 'Record<string, number[]>' }]],
    [
      '// Card heading; legacy: not used\ntitle: string',
      [{ name: 'title', optional: false, type: 'string' }],
    ],
    [
      'style?: { color: string; size: number }; onPick: (id: string, at: Date) => void',
      [
        { name: 'style', optional: true, type: '{ color: string; size: number }' },
        { name: 'onPick', optional: false, type: '(id: string, at: Date) => void' },
      ],
    ],
    [
      'a: string /* b: number; c */\nd: "x;y"',
      [
        { name: 'a', optional: false, type: 'string' },
        { name: 'd', optional: false, type: '"x;y"' },
      ],
    ],
    [
      'options: {\n  dense: boolean;\n}',
      [{ name: 'options', optional: false, type: '{   dense: boolean; }' }],
    ],
  ])('%j', (text, props) => expect(parseProps(text)).toEqual(props));

  it.each([
    ['2bad: string', 'Props line 1: "2bad" is not a valid property name.'],
    ['ok: string\nclass: string', 'Props line 2: "class" is not a valid property name.'],
    ['list: Array<string', 'Props line 1: the type of "list" is incomplete'],
    ['a: string\na: number', 'Props line 2: "a" is declared twice.'],
    ['a: string\n\n// note\nlist: Array<string', 'Props line 4: the type of "list" is incomplete'],
  ])('%j is refused', (text, message) => {
    expect(() => parseProps(text)).toThrow(message);
  });

  // The page checks the props as they are typed, on the main thread: a pasted megabyte must be read at once.
  it('reads a long line in linear time (each character trimmed the member so far; the line pattern backtracked)', () => {
    const n = 200_000;
    const started = performance.now();
    expect(parseProps(`${' '.repeat(n)}x`)).toEqual([{ name: 'x', optional: false, type: 'unknown' }]);
    expect(parseProps(`a: x${' '.repeat(n)}y`)).toEqual([
      { name: 'a', optional: false, type: `x${' '.repeat(n)}y` },
    ]);
    expect(() => parseProps(`a${' '.repeat(n)}b`)).toThrow(
      `"a${' '.repeat(n)}b" is not a valid property name`,
    );
    expect(parseProps('x'.repeat(5 * n))).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('the interface keeps declared types and ?, the destructuring only names', () => {
    const [file] = generateComponent({
      ...COMPONENT_DEFAULTS,
      propsText: 'title: string\nsize?: number',
    }).files;
    expect(file?.data).toContain('export interface ButtonProps {\n  title: string;\n  size?: number;\n}');
    expect(file?.data).toContain('export function Button({ title, size }: ButtonProps) {');
  });
});

describe('markup', () => {
  it('destructures and uses handlers, pictures and links instead of printing them as text', () => {
    const [file] = generateComponent({
      ...COMPONENT_DEFAULTS,
      name: 'UserCard',
      propsText:
        'name: string\navatarUrl: string\nprofileUrl?: string\nonSelect: () => void\nonPick: (id: string) => void',
    }).files;
    expect(file?.data).toContain(
      'export function UserCard({ name, avatarUrl, profileUrl, onSelect }: UserCardProps) {',
    );
    expect(file?.data).toContain('<img src={avatarUrl} alt=""');
    expect(file?.data).toContain('{profileUrl && <a href={profileUrl}');
    expect(file?.data).toContain('<button type="button" onClick={() => onSelect()}');
    expect(file?.data).not.toContain('<p className="text-sm text-gray-600">{avatarUrl}</p>');
    // A handler that needs arguments stays in the interface for the user to wire.
    expect(file?.data).toContain('  onPick: (id: string) => void;');
  });
});

describe('files', () => {
  it.each([
    [
      { typescript: true, withTest: true, withStory: true },
      ['Button.tsx', 'Button.test.tsx', 'Button.stories.tsx'],
    ],
    [{ typescript: false, withTest: true }, ['Button.jsx', 'Button.test.jsx']],
    [
      { type: 'hook', name: 'toggle', withStory: true, withTest: true },
      ['useToggle.tsx', 'useToggle.test.tsx'],
    ],
  ] as const)('%o -> %o', (change, names) => {
    expect(generateComponent({ ...COMPONENT_DEFAULTS, ...change }).files.map((f) => f.name)).toEqual(names);
  });

  it('styles off leaves no className; props off leaves no interface', () => {
    const [file] = generateComponent({ ...COMPONENT_DEFAULTS, tailwind: false, props: false }).files;
    expect(file?.data).not.toContain('className');
    expect(file?.data).not.toContain('interface');
    expect(file?.data).toContain('export function Button() {');
  });
});

describe('runComponentCheck', () => {
  const form = {
    ...COMPONENT_DEFAULTS,
    name: 'user card',
    props: true,
    propsText: 'title: string\n1x: number',
  };

  it('names each field at fault with its message', () => {
    expect(runComponentCheck(form).errors).toEqual({
      name: '"user card" is not a valid component name: use PascalCase letters and digits, e.g. Button or UserCard.',
      propsText: 'Props line 2: "1x" is not a valid property name.',
    });
    expect(runComponentCheck({ ...form, props: false }).errors).toEqual({ name: expect.any(String) });
    expect(runComponentCheck(COMPONENT_DEFAULTS).errors).toEqual({});
  });
});
