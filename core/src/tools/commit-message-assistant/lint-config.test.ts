import { describe, expect, it } from 'vitest';
import { lintCommitMessage } from './lint';
import { resolveLintConfig } from './lint-config';
import { CONFIG_CONVENTIONAL } from './lint-rules';

describe('resolveLintConfig', () => {
  it('uses config-conventional when the repository has no config', async () => {
    expect(await resolveLintConfig({})).toEqual({ rules: CONFIG_CONVENTIONAL, source: null, notes: [] });
    expect((await resolveLintConfig({ 'package.json': '{"name":"x"}' })).source).toBeNull();
  });

  it('honours .commitlintrc.json overrides on top of config-conventional', async () => {
    const config = await resolveLintConfig({
      '.commitlintrc.json': JSON.stringify({
        extends: ['@commitlint/config-conventional'],
        rules: {
          'header-max-length': [2, 'always', 20],
          'subject-case': [0],
          'scope-enum': [2, 'always', ['web', 'cli']],
        },
      }),
    });
    expect(config.source).toBe('.commitlintrc.json');
    expect(config.rules['header-max-length']).toEqual([2, 'always', 20]);
    const result = lintCommitMessage('feat(core): Add a rather long header', config.rules);
    expect(result.errors.map((problem) => problem.rule)).toEqual(['header-max-length', 'scope-enum']);
  });

  it('reads the "commitlint" key of package.json first, as commitlint searches', async () => {
    const config = await resolveLintConfig({
      'package.json': JSON.stringify({
        commitlint: {
          extends: '@commitlint/config-conventional',
          rules: { 'type-enum': [2, 'always', ['wip']] },
        },
      }),
      '.commitlintrc.json': '{"rules":{}}',
    });
    expect(config.source).toBe('package.json "commitlint"');
    expect(lintCommitMessage('wip: x', config.rules).valid).toBe(true);
    expect(lintCommitMessage('feat: x', config.rules).valid).toBe(false);
  });

  it('reads a package.json that starts with a byte order mark, as npm does (commitlint itself throws)', async () => {
    const pkg = '\uFEFF{"name":"x","commitlint":{"rules":{"type-enum":[2,"always",["wip"]]}}}';
    const config = await resolveLintConfig({ 'package.json': pkg });
    expect(config.source).toBe('package.json "commitlint"');
    expect(lintCommitMessage('feat: x', config.rules).valid).toBe(false);
    expect((await resolveLintConfig({ 'package.json': '\uFEFF{"name":"x"}' })).source).toBeNull();
  });

  it('honours .commitlintrc.yaml and .yml', async () => {
    const yaml = [
      '# team rules',
      'extends:',
      "  - '@commitlint/config-conventional'",
      'rules:',
      '  header-max-length: [1, always, 72]   # warn only',
      '  type-enum:',
      '    - 2',
      '    - always',
      '    - [feat, fix, "docs"]',
      '  body-leading-blank:',
      '    - 2',
      '    - always',
    ].join('\n');
    for (const name of ['.commitlintrc.yaml', '.commitlintrc.yml']) {
      const config = await resolveLintConfig({ [name]: yaml });
      expect(config.rules['type-enum']).toEqual([2, 'always', ['feat', 'fix', 'docs']]);
      const result = lintCommitMessage(`chore: ${'x'.repeat(70)}\nbody`, config.rules);
      expect(result.errors.map((problem) => problem.rule)).toEqual(['body-leading-blank', 'type-enum']);
      expect(result.warnings.map((problem) => problem.rule)).toEqual(['header-max-length']);
    }
  });

  it('a config without extends has only its own rules, as in commitlint', async () => {
    const config = await resolveLintConfig({
      '.commitlintrc': '{"rules":{"header-max-length":[2,"always",10]}}',
    });
    expect(config.rules).toEqual({ 'header-max-length': [2, 'always', 10] });
  });

  it('notes what it cannot honour', async () => {
    const config = await resolveLintConfig({
      '.commitlintrc.json':
        '{"extends":["@commitlint/config-angular"],"rules":{"my-plugin-rule":[2,"always"]}}',
    });
    expect(config.notes).toEqual([
      "preset @commitlint/config-angular is not loaded; config-conventional's rules are used instead",
      'rule my-plugin-rule is not supported and is skipped',
    ]);
  });

  it.each([
    [
      '{"rules":{"type-enum":"yes"}}',
      '.commitlintrc.json: rule type-enum must be an array like [2, "always", 100].',
    ],
    ['{"rules":{"type-enum":[3,"always"]}}', '.commitlintrc.json: rule type-enum: level must be 0, 1 or 2.'],
    [
      '{"rules":{"type-enum":[2,"sometimes"]}}',
      '.commitlintrc.json: rule type-enum: condition must be "always" or "never".',
    ],
    ['{oops', '.commitlintrc.json is not valid JSON.'],
  ])('rejects %s with a clear message', async (content, message) => {
    await expect(resolveLintConfig({ '.commitlintrc.json': content })).rejects.toThrow(message);
  });
});

describe('YAML configs (read with the yaml package, as commitlint does)', () => {
  it('honours anchors, aliases and block strings', async () => {
    const yaml = [
      "extends: ['@commitlint/config-conventional']",
      'x-types: &types [feat, fix, perf]',
      'rules:',
      '  type-enum: [2, always, *types]',
      '  header-max-length:',
      '    - 1',
      '    - always',
      '    - 72',
      'helpUrl: >-',
      '  https://example.com/',
      '  commit-guide',
    ].join('\n');
    const config = await resolveLintConfig({ '.commitlintrc.yml': yaml });
    expect(config.rules['type-enum']).toEqual([2, 'always', ['feat', 'fix', 'perf']]);
    expect(config.rules['header-max-length']).toEqual([1, 'always', 72]);
  });

  it.each([
    ['.commitlintrc.yml', 'rules:\n  a: [1, 2\n', /^\.commitlintrc\.yml: line \d+, column \d+: /],
    ['.commitlintrc', 'rules:\n\ta: 1\n  - b', /^\.commitlintrc: line \d+, column \d+: /],
  ])('points at the line and column of a YAML error in %s', async (name, content, message) => {
    await expect(resolveLintConfig({ [name]: content })).rejects.toThrow(message);
  });
});
