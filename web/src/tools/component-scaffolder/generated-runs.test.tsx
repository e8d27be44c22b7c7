// The generated code runs: the functional, forwardRef, class and hook outputs are transpiled by TypeScript and
// executed with React 19 in happy-dom, and the generated vitest + Testing Library test files run against them.
import * as testingLibrary from '@testing-library/react';
import { cleanup, render } from '@testing-library/react';
import {
  COMPONENT_DEFAULTS,
  type ComponentForm,
  generateComponent,
} from '@toolbox/core/tools/component-scaffolder';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

type Exports = Record<string, unknown>;

function load(source: string, fileName: string, modules: Record<string, unknown>): Exports {
  const { outputText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
    },
  });
  const module = { exports: {} as Exports };
  const require = (id: string) => {
    if (!(id in modules)) throw new Error(`the generated code imports ${id}`);
    return modules[id];
  };
  new Function('require', 'module', 'exports', outputText)(require, module, module.exports);
  return module.exports;
}

/** Runs a generated test file: its describe/it/afterEach are collected and run here, its expect is vitest's. */
async function runGeneratedTest(source: string, fileName: string, component: Exports, name: string) {
  const tests: (() => unknown)[] = [];
  const after: (() => unknown)[] = [];
  const vitest = {
    describe: (_: string, body: () => void) => body(),
    it: (_: string, body: () => unknown) => tests.push(body),
    expect,
    vi,
    afterEach: (fn: () => unknown) => after.push(fn),
  };
  load(source, fileName, {
    vitest,
    '@testing-library/react': testingLibrary,
    [`./${name}`]: component,
    'react/jsx-runtime': jsxRuntime,
  });
  for (const test of tests) {
    await test();
    for (const fn of after) await fn();
  }
  return tests.length;
}

const modules = { react: React, 'react/jsx-runtime': jsxRuntime };

describe('generated components run', () => {
  it.each<[string, Partial<ComponentForm>]>([
    ['functional TSX', {}],
    ['functional JSX with forwardRef', { typescript: false, forwardRef: true }],
    ['class TSX without styles', { type: 'class', tailwind: false }],
    ['class JSX without props', { type: 'class', typescript: false, props: false }],
    ['hook', { type: 'hook', name: 'toggle' }],
  ])('%s: renders and its generated test passes', async (_, change) => {
    const form = {
      ...COMPONENT_DEFAULTS,
      propsText: `${COMPONENT_DEFAULTS.propsText}\ncount: number\nonSave: () => void`,
      ...change,
      withTest: true,
    };
    const { name, files } = generateComponent(form);
    const [main, test] = files;
    if (!main || !test) throw new Error('expected a component and a test');
    const exports = load(main.data, main.name, modules);
    expect(typeof exports[name]).toMatch(/function|object/);
    expect(exports.default).toBe(exports[name]);
    if (form.type !== 'hook') {
      const Component = exports[name] as React.ComponentType<Record<string, unknown>>;
      const { container } = render(<Component title="Hello" count={1} onSave={() => undefined} />);
      expect(container.querySelector('h2')?.textContent).toBe(name);
      expect(container.querySelector('[class~="rounded-lg"]') !== null).toBe(form.tailwind);
      cleanup();
    }
    expect(await runGeneratedTest(test.data, test.name, exports, name)).toBe(1);
  });

  it('a generated test that fails is noticed', async () => {
    const { files } = generateComponent({ ...COMPONENT_DEFAULTS, withTest: true });
    const [main, test] = files;
    if (!main || !test) throw new Error('expected a component and a test');
    const exports = load(main.data.replace('>Button</h2>', '>Other</h2>'), main.name, modules);
    await expect(runGeneratedTest(test.data, test.name, exports, 'Button')).rejects.toThrow();
  });
});
