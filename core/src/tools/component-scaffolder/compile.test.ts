// Every combination the form allows is type-checked by tsc --strict --jsx react-jsx against React 19's types
// (the web package's), together with its generated test (vitest + Testing Library) and story. JavaScript output
// is parsed and checked through its JSDoc. One project holds all combinations, so TypeScript 7's tsc runs once.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typecheckFiles } from '../../testing/typecheck';
import { generateComponent } from './generate';
import { COMPONENT_DEFAULTS, COMPONENT_TYPES, type ComponentForm } from './options';

// The files are written under web/node_modules so that `react`, `@types/react` and `@testing-library/react`
// resolve as in the app.
const webCache = join(import.meta.dirname, '../../../../web/node_modules/.cache');
mkdirSync(webCache, { recursive: true });
const cache = join(webCache, 'scaffold-check-');

// Storybook is not a dependency of this repo: the two CSF3 types the stories use, shaped as Storybook declares them.
const storybook = `declare module '@storybook/react' {
  import type { ComponentProps, JSXElementConstructor } from 'react';
  type AnyComponent = JSXElementConstructor<any>;
  export interface Meta<C extends AnyComponent> { title?: string; component?: C; args?: Partial<ComponentProps<C>> }
  export interface StoryObj<M> { name?: string; args?: M extends Meta<infer C> ? Partial<ComponentProps<C>> : never }
}
`;

const bools = [true, false];
function combinations(): ComponentForm[] {
  const forms: ComponentForm[] = [];
  for (const type of COMPONENT_TYPES)
    for (const typescript of bools)
      for (const props of bools)
        for (const tailwind of bools)
          for (const extras of bools)
            for (const forwardRef of type === 'functional' ? bools : [false]) {
              const propsText = props
                ? `${COMPONENT_DEFAULTS.propsText}\ncount: number\nitems: string[]\n// Card heading; legacy: not used\nstyle?: { color: string; size: number }\nchildren?: import('react').ReactNode\nflag\nonSelect: () => void\nonClose?: (reason?: string) => void\nonPick: (id: string) => void\navatarUrl: string\nprofileUrl?: string`
                : '';
              forms.push({
                ...COMPONENT_DEFAULTS,
                name: type === 'hook' ? 'counter' : 'UserCard',
                type,
                typescript,
                props,
                propsText,
                tailwind,
                withTest: extras,
                withStory: extras,
                forwardRef,
              });
            }
  return forms;
}

function check(forms: ComponentForm[], edit: (name: string, data: string) => string = (_, data) => data) {
  const files: Record<string, string> = { 'storybook.d.ts': storybook };
  forms.forEach((form, index) => {
    for (const file of generateComponent(form).files)
      files[`c${index}/${file.name}`] = edit(file.name, file.data);
  });
  const dir = mkdtempSync(cache);
  try {
    const problems = typecheckFiles(dir, files, {
      strict: true,
      // The Vite react-ts template's settings: a generated file with an unused name fails there.
      noUnusedLocals: true,
      noUnusedParameters: true,
      jsx: 'react-jsx',
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      allowJs: true,
      checkJs: true,
      skipLibCheck: true,
      types: [],
    });
    return { files, problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('generated components compile', () => {
  it('every type x TypeScript x props x Tailwind x test+story x forwardRef combination type-checks', () => {
    const forms = combinations();
    const { files, problems } = check(forms);
    expect(forms.length).toBe(64);
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 60_000);

  it('the check is real: a wrongly typed prop in the generated test is reported', { timeout: 60_000 }, () => {
    const form = { ...COMPONENT_DEFAULTS, withTest: true };
    const { problems } = check([form], (name, data) =>
      name === 'Button.test.tsx' ? data.replace('title="title"', 'title={1}') : data,
    );
    expect(problems.join('\n')).toMatch(
      /Button\.test\.tsx:\d+ Type 'number' is not assignable to type 'string'/,
    );
  });
});
