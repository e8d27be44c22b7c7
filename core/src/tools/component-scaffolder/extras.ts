import { jsString } from '../../code/escape';
import type { PropSpec } from './options';
import type { Plan } from './sources';

/** A value of a required prop for the test and the story; anything not obviously typed gets a typed placeholder. */
function sample(prop: PropSpec, ts: boolean, mock: boolean): string {
  const type = prop.type.trim();
  if (type === 'string') return jsString(prop.name);
  if (type === 'number') return '0';
  if (type === 'boolean') return 'false';
  if (/\[\]$|^Array</.test(type)) return '[]';
  if (mock && type.includes('=>')) return 'vi.fn()';
  return ts ? 'undefined as never' : 'undefined';
}

const required = (plan: Plan) => (plan.props ?? []).filter((p) => !p.optional);

function jsxProps(plan: Plan): string {
  return required(plan)
    .map((p) => {
      const value = sample(p, plan.ts, true);
      // A string sample is the prop's own name, an identifier: safe inside a JSX attribute's double quotes.
      return value.startsWith("'") ? ` ${p.name}="${p.name}"` : ` ${p.name}={${value}}`;
    })
    .join('');
}

function objectProps(plan: Plan, mock: boolean): string {
  const entries = required(plan).map((p) => `${p.name}: ${sample(p, plan.ts, mock)}`);
  return `{ ${entries.join(', ')} }`.replace('{  }', '{}');
}

/** A vitest + Testing Library test: the component renders its heading, the hook toggles its state. */
export function testSource(plan: Plan, kind: 'component' | 'hook'): string[] {
  const { name } = plan;
  const usesMock = (kind === 'hook' ? objectProps(plan, true) : jsxProps(plan)).includes('vi.fn()');
  const vitest = `import { describe, expect, it${usesMock ? ', vi' : ''} } from 'vitest';`;
  if (kind === 'hook') {
    const args = plan.props ? objectProps(plan, true) : '';
    return [
      "import { act, renderHook } from '@testing-library/react';",
      vitest,
      `import { ${name} } from './${name}';`,
      '',
      `describe(${jsString(name)}, () => {`,
      "  it('starts inactive and toggles', () => {",
      `    const { result } = renderHook(() => ${name}(${args}));`,
      '    expect(result.current.active).toBe(false);',
      '    act(() => result.current.toggle());',
      '    expect(result.current.active).toBe(true);',
      '  });',
      '});',
    ];
  }
  return [
    "import { cleanup, render, screen } from '@testing-library/react';",
    `import { afterEach, ${vitest.slice('import { '.length)}`,
    `import { ${name} } from './${name}';`,
    '',
    'afterEach(cleanup);',
    '',
    `describe(${jsString(name)}, () => {`,
    "  it('renders its heading', () => {",
    `    render(<${name}${jsxProps(plan)} />);`,
    `    expect(screen.getByRole('heading', { name: ${jsString(name)} })).toBeTruthy();`,
    '  });',
    '});',
  ];
}

/** Storybook CSF3: a meta with the required args and a Default story. */
export function storySource(plan: Plan): string[] {
  const { name } = plan;
  const args = plan.props ? [`  args: ${objectProps(plan, false)},`] : [];
  if (!plan.ts) {
    return [
      `import { ${name} } from './${name}';`,
      '',
      `export default {`,
      `  title: ${jsString(`Components/${name}`)},`,
      `  component: ${name},`,
      ...args,
      '};',
      '',
      'export const Default = {};',
    ];
  }
  return [
    "import type { Meta, StoryObj } from '@storybook/react';",
    `import { ${name} } from './${name}';`,
    '',
    'const meta = {',
    `  title: ${jsString(`Components/${name}`)},`,
    `  component: ${name},`,
    ...args,
    `} satisfies Meta<typeof ${name}>;`,
    '',
    'export default meta;',
    'type Story = StoryObj<typeof meta>;',
    '',
    'export const Default: Story = {};',
  ];
}
