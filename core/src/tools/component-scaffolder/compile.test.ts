// Every combination the form allows is type-checked by tsc --strict --jsx react-jsx against React 19's types
// (the web package's), together with its generated test (vitest + Testing Library) and story. JavaScript output
// is parsed and checked through its JSDoc. One program holds all combinations, so the check runs once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generateComponent } from './generate';
import { COMPONENT_DEFAULTS, COMPONENT_TYPES, type ComponentForm } from './options';

const root = join(import.meta.dirname, '../../../..');
// Virtual files live under web/ so that `react`, `@types/react` and `@testing-library/react` resolve as in the app.
const base = join(root, 'web', 'src', '__scaffold_check__');

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
  const files = new Map<string, string>([[join(base, 'storybook.d.ts'), storybook]]);
  forms.forEach((form, index) => {
    for (const file of generateComponent(form).files) {
      files.set(join(base, `c${index}`, file.name), edit(file.name, file.data));
    }
  });
  const options: ts.CompilerOptions = {
    strict: true,
    // The Vite react-ts template's settings: a generated file with an unused name fails there.
    noUnusedLocals: true,
    noUnusedParameters: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: true,
    checkJs: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.fileExists = (name) => files.has(name) || existsSync(name);
  host.directoryExists = (dir) => dir.startsWith(base) || existsSync(dir);
  host.readFile = (name) => files.get(name) ?? read(name);
  host.getSourceFile = (name, version) => {
    const text = files.get(name) ?? (existsSync(name) ? readFileSync(name, 'utf8') : undefined);
    return text === undefined ? undefined : ts.createSourceFile(name, text, version, true);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return {
    files,
    problems: ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName.slice(base.length)}: ` : '';
      return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    }),
  };
}

describe('generated components compile', () => {
  it('every type x TypeScript x props x Tailwind x test+story x forwardRef combination type-checks', () => {
    const forms = combinations();
    const { files, problems } = check(forms);
    expect(forms.length).toBe(64);
    expect(files.size).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 60_000);

  it('the check is real: a wrongly typed prop in the generated test is reported', { timeout: 60_000 }, () => {
    const form = { ...COMPONENT_DEFAULTS, withTest: true };
    const { problems } = check([form], (name, data) =>
      name === 'Button.test.tsx' ? data.replace('title="title"', 'title={1}') : data,
    );
    expect(problems.join('\n')).toMatch(
      /Button\.test\.tsx: Type 'number' is not assignable to type 'string'/,
    );
  });
});
