// `toolbox component` as a user runs it: the built binary prints or writes core's files (type-checked in
// core/src/tools/component-scaffolder/compile.test.ts), refuses to overwrite, and maps bad input to exit 1/2.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPONENT_DEFAULTS, generateComponent } from '@toolbox/core/tools/component-scaffolder';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-component-'));
const toolbox = (...args: string[]) => toolboxIn(dir, ['component', ...args]);

describe('toolbox component (built binary)', () => {
  it('prints Button.tsx with the spec’s defaults', () => {
    expect(toolbox()).toMatchObject({
      code: 0,
      stdout: generateComponent(COMPONENT_DEFAULTS).files[0]?.data,
    });
  });

  it('honours --type hook, --no-typescript and --props', () => {
    const result = toolbox('counter', '--type', 'hook', '--no-typescript', '--props', 'step?: number');
    const form = {
      ...COMPONENT_DEFAULTS,
      name: 'counter',
      type: 'hook',
      typescript: false,
      propsText: 'step?: number',
    } as const;
    expect(result).toMatchObject({ code: 0, stdout: generateComponent(form).files[0]?.data });
    expect(result.stdout).toContain('export function useCounter(_options) {');
  });

  it('writes the component, test and story into --out and refuses to overwrite them', () => {
    const args = ['UserCard', '--props', 'name: string', '--test', '--story', '--out', 'src/components'];
    expect(toolbox(...args).code).toBe(0);
    const folder = join(dir, 'src', 'components');
    expect(readdirSync(folder).sort()).toEqual(['UserCard.stories.tsx', 'UserCard.test.tsx', 'UserCard.tsx']);
    const form = {
      ...COMPONENT_DEFAULTS,
      name: 'UserCard',
      propsText: 'name: string',
      withTest: true,
      withStory: true,
    };
    expect(readFileSync(join(folder, 'UserCard.test.tsx'), 'utf8')).toBe(
      generateComponent(form).files[1]?.data,
    );
    const again = toolbox(...args);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('UserCard.tsx');
    expect(toolbox(...args, '--force').code).toBe(0);
  });

  it.each([
    [['my-button'], 1, 'not a valid component name'],
    [['Button', '--props', '2x: string'], 1, 'Props line 1: "2x" is not a valid property name.'],
    [['Button', '--type', 'mixin'], 2, 'mixin'],
    [['A', 'B'], 2, 'too many arguments'],
  ])('%o exits %i', (args, code, message) => {
    const result = toolbox(...args);
    expect(result).toMatchObject({ code, stdout: '' });
    expect(result.stderr).toContain(message);
  });
});
