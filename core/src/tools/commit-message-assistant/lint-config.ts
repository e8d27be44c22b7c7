import { ToolInputError } from '../../errors';
import { parseNpmJson } from '../../json/npm-json';
import { CONFIG_CONVENTIONAL, type LintRules, RULES, type RuleConfig } from './lint-rules';

/** The files commitlint looks for, in its search order, that we can read as data. */
export const LINT_CONFIG_FILES = [
  'package.json',
  '.commitlintrc',
  '.commitlintrc.json',
  '.commitlintrc.yaml',
  '.commitlintrc.yml',
] as const;

export interface ResolvedLintConfig {
  rules: LintRules;
  /** The file the rules came from, or null for config-conventional's defaults. */
  source: string | null;
  /** Parts of the config we could not honour (unknown rules, other presets). */
  notes: string[];
  /** `defaultIgnores: false`: merges, reverts, fixup! and versions are linted too. */
  defaultIgnores?: boolean;
  /** Printed after the problems, as commitlint's "Get help:" line. */
  helpUrl?: string;
}

const CONVENTIONAL_PRESET = /^(@commitlint\/config-conventional|@commitlint\/conventional)$/;

function checkRule(source: string, name: string, config: unknown): RuleConfig {
  const where = `${source}: rule ${name}`;
  if (!Array.isArray(config)) throw new ToolInputError(`${where} must be an array like [2, "always", 100].`);
  const [level, when] = config;
  if (level === 0 && config.length === 1) return [0];
  if (level !== 0 && level !== 1 && level !== 2)
    throw new ToolInputError(`${where}: level must be 0, 1 or 2.`);
  if (config.length < 2 || config.length > 3) throw new ToolInputError(`${where} must have 2 or 3 items.`);
  if (when !== 'always' && when !== 'never')
    throw new ToolInputError(`${where}: condition must be "always" or "never".`);
  return config as unknown as RuleConfig;
}

/**
 * Rules from a parsed commitlint config object, as commitlint combines them: a config that extends
 * config-conventional (or another preset we cannot load) starts from config-conventional's rules;
 * one without `extends` has only its own rules.
 */
export function resolveLintConfigObject(config: unknown, source: string): ResolvedLintConfig {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new ToolInputError(`${source}: the commitlint config must be an object.`);
  }
  const {
    extends: extendsValue,
    rules = {},
    plugins,
    ignores,
    parserPreset,
    defaultIgnores,
    helpUrl,
  } = config as Record<string, unknown>;
  const presets = (Array.isArray(extendsValue) ? extendsValue : extendsValue ? [extendsValue] : []).map(
    String,
  );
  const notes = presets
    .filter((preset) => !CONVENTIONAL_PRESET.test(preset))
    .map((preset) => `preset ${preset} is not loaded; config-conventional's rules are used instead`);
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
    throw new ToolInputError(`${source}: "rules" must be an object.`);
  }
  if (Array.isArray(plugins) ? plugins.length > 0 : plugins !== undefined)
    notes.push('plugins are not loaded');
  if (Array.isArray(ignores) ? ignores.length > 0 : ignores !== undefined)
    notes.push('ignores are not applied');
  if (parserPreset !== undefined)
    notes.push('parserPreset is not applied (conventional commits parsing is used)');
  const own: Record<string, RuleConfig> = {};
  for (const [name, value] of Object.entries(rules)) {
    if (typeof value === 'function') {
      notes.push(`rule ${name} is a function and is skipped`);
      continue;
    }
    const checked = checkRule(source, name, value);
    if (RULES[name]) own[name] = checked;
    else notes.push(`rule ${name} is not supported and is skipped`);
  }
  const resolved: ResolvedLintConfig = {
    rules: presets.length > 0 ? { ...CONFIG_CONVENTIONAL, ...own } : own,
    source,
    notes,
  };
  if (defaultIgnores === false) resolved.defaultIgnores = false;
  if (typeof helpUrl === 'string' && helpUrl) resolved.helpUrl = helpUrl;
  return resolved;
}

/**
 * YAML as commitlint reads it (the `yaml` package's YAML 1.2 core schema: anchors, block strings, flow
 * collections). Imported on first use: most repositories' configs are JSON, and `commit lint` runs in a
 * commit-msg hook where every millisecond of start-up is felt.
 */
async function readYaml(content: string, name: string): Promise<unknown> {
  const module = await import('yaml');
  // Bundled (the CLI), a CommonJS package's dynamic import holds its exports on `default`.
  const { parse: parseYaml, YAMLParseError } = (
    'default' in module ? module.default : module
  ) as typeof module;
  try {
    return parseYaml(content);
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [];
    const where = line === undefined ? '' : ` line ${line}, column ${column}:`;
    throw new ToolInputError(`${name}:${where} ${error.message.split('\n')[0]}`);
  }
}

async function parseConfigFile(name: string, content: string): Promise<unknown> {
  if (name === 'package.json') {
    try {
      // Read as npm reads it (a leading byte order mark is no error), where commitlint's cosmiconfig throws.
      return (parseNpmJson(content) as { commitlint?: unknown } | null)?.commitlint;
    } catch {
      throw new ToolInputError('package.json is not valid JSON.');
    }
  }
  if (name.endsWith('.yaml') || name.endsWith('.yml')) return readYaml(content, name);
  try {
    return JSON.parse(content);
  } catch {
    // .commitlintrc may hold YAML as well as JSON.
    if (name === '.commitlintrc') return readYaml(content, name);
    throw new ToolInputError(`${name} is not valid JSON.`);
  }
}

/**
 * The repository's lint rules from its config files (name -> content, as read by the caller). The first
 * file in commitlint's search order that holds a config wins; with none, config-conventional applies.
 */
export async function resolveLintConfig(
  files: Readonly<Record<string, string>>,
): Promise<ResolvedLintConfig> {
  for (const name of LINT_CONFIG_FILES) {
    const content = files[name];
    if (content === undefined) continue;
    const config = await parseConfigFile(name, content);
    if (config === undefined || config === null) continue;
    return resolveLintConfigObject(config, name === 'package.json' ? 'package.json "commitlint"' : name);
  }
  return { rules: CONFIG_CONVENTIONAL, source: null, notes: [] };
}
