/**
 * A repository's changelog configuration: `.toolbox/changelog.yaml`, a `toolbox.changelog` key in package.json,
 * or git-cliff's `cliff.toml` read for the same knobs. Validated here; every mistake is one line naming the file,
 * line and column (YAML and JSON) or the key (TOML, whose parser gives no positions for values).
 *
 * Schema (YAML; package.json holds the same object under `toolbox.changelog`):
 *   parsers:            first match wins; each has `message` and/or `body` (regexes) and `group: TITLE` or `skip: true`
 *   groups:             section titles in order (default: the order parsers first name them)
 *   unmatched:          commits no parser matches: `skip` (default), `other` (an "Other" section) or `type`
 *                       (a section named for the Conventional Commits type, as git-cliff's filter_commits = false)
 *   conventional:       true: only Conventional Commits are listed (git-cliff's filter_unconventional)
 *   tags: { pattern, skip, ignore }   regexes: release tags; releases to leave out with their commits; tags that
 *                       are no release (their commits go to the next one)
 *   header, footer:     text around a whole changelog
 *   links: [{ pattern, href }]        regex -> link in entries (`$1` in href is the first group)
 */
import type { Node } from 'yaml';
import { ToolInputError } from '../../errors';
import { parseNpmJson } from '../../json/npm-json';
import { ConfigPattern, loadPatternEngine, type PatternEngine } from './config-pattern';

interface CommitParser {
  message?: ConfigPattern;
  body?: ConfigPattern;
  /** The section title; absent when `skip`. */
  group?: string;
  skip: boolean;
}

export interface ChangelogConfig {
  parsers: CommitParser[];
  /** Section titles in order; titles a parser names and this list lacks come after, in parser order. */
  groups: string[];
  unmatched: 'skip' | 'other' | 'type';
  /** Only commits with a Conventional Commits header reach the parsers. */
  conventional: boolean;
  tags: { pattern?: ConfigPattern; skip?: ConfigPattern; ignore?: ConfigPattern };
  header?: string;
  footer?: string;
  links: { pattern: ConfigPattern; href: string }[];
}

export interface LoadedConfig {
  config: ChangelogConfig;
  /** What the file asks for that toolbox does not do (one stderr line), or undefined. */
  note?: string;
}

const fail = (message: string): never => {
  throw new ToolInputError(message, 'Invalid changelog config');
};

/**
 * A regex from a config file, compiled for RE2 (see ConfigPattern): git-cliff's are Rust regexes, whose syntax RE2
 * shares (`(?i)`, classes, groups, `\d`, `\p{L}`); what RE2 cannot run (a backreference, a lookaround) is refused.
 */
function configRegex(engine: PatternEngine, source: string, where: string): ConfigPattern {
  const compiled = ConfigPattern.compile(engine, source);
  if (compiled instanceof ConfigPattern) return compiled;
  return fail(
    `${where}: not a valid regular expression (${compiled.error}); config patterns use RE2's syntax, as git-cliff's do: no backreferences or lookarounds.`,
  );
}

// ---- our own schema, read from a YAML (or JSON) document with positions ----

const TOP_KEYS = ['parsers', 'groups', 'unmatched', 'conventional', 'tags', 'header', 'footer', 'links'];

async function yamlConfig(
  text: string,
  file: string,
  path: readonly string[],
): Promise<ChangelogConfig | undefined> {
  const { isMap, isScalar, isSeq, LineCounter, parseDocument } = await import('./config-parsers');
  const lines = new LineCounter();
  // A setting's path (package.json's toolbox.changelog) is JSON, where the last of a key written twice counts; our own
  // YAML file (no path) must not repeat a key.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: path.length === 0 });
  const at = (node: Node | null | undefined, fallback = 0) => {
    const offset = node?.range?.[0] ?? fallback;
    const { line, col } = lines.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  const error = doc.errors[0];
  if (error) {
    const { line, col } = lines.linePos(error.pos[0]);
    fail(
      `${file}:${line}:${col}: ${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`,
    );
  }
  let root = doc.contents as Node | null;
  for (const key of path) {
    if (!isMap(root)) return undefined;
    const pair = [...root.items].reverse().find((item) => isScalar(item.key) && item.key.value === key);
    root = (pair?.value as Node | undefined) ?? null;
  }
  if (root === null || (path.length === 0 && isScalar(root) && root.value === null)) {
    return path.length === 0 ? emptyConfig() : undefined;
  }
  const name = path.length > 0 ? path.join('.') : 'the file';
  if (!isMap(root))
    return fail(`${at(root)}: ${name} must be a mapping of settings (${TOP_KEYS.join(', ')}).`);

  const str = (node: unknown, what: string): string => {
    if (isScalar(node) && typeof node.value === 'string') return node.value;
    return fail(`${at(node as Node)}: ${what} must be a string.`);
  };
  const engine = await loadPatternEngine();
  const regex = (node: unknown, what: string) =>
    configRegex(engine, str(node, what), `${at(node as Node)}: ${what}`);
  const config = emptyConfig();
  for (const pair of root.items) {
    const keyNode = pair.key as Node;
    const key = isScalar(keyNode) ? String(keyNode.value) : '';
    const value = pair.value as Node | null;
    switch (key) {
      case 'parsers': {
        if (!isSeq(value)) fail(`${at(value ?? keyNode)}: parsers must be a list.`);
        (value as import('yaml').YAMLSeq).items.forEach((item, index) => {
          const where = `parsers[${index}]`;
          if (!isMap(item))
            fail(`${at(item as Node)}: ${where} must be a mapping (message, body, group, skip).`);
          const parser: CommitParser = { skip: false };
          for (const entry of (item as import('yaml').YAMLMap).items) {
            const field = isScalar(entry.key) ? String(entry.key.value) : '';
            const node = entry.value as Node;
            if (field === 'message' || field === 'body') parser[field] = regex(node, `${where}.${field}`);
            else if (field === 'group') parser.group = str(node, `${where}.group`);
            else if (field === 'skip') {
              if (!isScalar(node) || typeof node.value !== 'boolean')
                fail(`${at(node)}: ${where}.skip must be true or false.`);
              parser.skip = (node as import('yaml').Scalar).value as boolean;
            } else
              fail(
                `${at(entry.key as Node)}: ${where} has an unknown key "${field}" (message, body, group, skip).`,
              );
          }
          if (!parser.message && !parser.body)
            fail(`${at(item as Node)}: ${where} needs a message or body regex.`);
          if (!parser.skip && parser.group === undefined)
            fail(`${at(item as Node)}: ${where} needs a group (a section title) or skip: true.`);
          if (parser.skip && parser.group !== undefined)
            fail(`${at(item as Node)}: ${where} has both group and skip: choose one.`);
          config.parsers.push(parser);
        });
        break;
      }
      case 'groups':
        if (!isSeq(value)) fail(`${at(value ?? keyNode)}: groups must be a list of section titles.`);
        config.groups = (value as import('yaml').YAMLSeq).items.map((item, index) =>
          str(item, `groups[${index}]`),
        );
        break;
      case 'unmatched': {
        const choice = str(value, 'unmatched');
        if (choice !== 'skip' && choice !== 'other' && choice !== 'type')
          fail(`${at(value)}: unmatched must be skip, other or type.`);
        config.unmatched = choice as ChangelogConfig['unmatched'];
        break;
      }
      case 'conventional':
        if (!isScalar(value) || typeof value.value !== 'boolean')
          fail(`${at(value ?? keyNode)}: conventional must be true or false.`);
        config.conventional = (value as import('yaml').Scalar).value as boolean;
        break;
      case 'tags':
        if (!isMap(value)) fail(`${at(value ?? keyNode)}: tags must be a mapping (pattern, skip, ignore).`);
        for (const entry of (value as import('yaml').YAMLMap).items) {
          const field = isScalar(entry.key) ? String(entry.key.value) : '';
          if (field !== 'pattern' && field !== 'skip' && field !== 'ignore')
            fail(`${at(entry.key as Node)}: tags has an unknown key "${field}" (pattern, skip, ignore).`);
          config.tags[field as 'pattern'] = regex(entry.value, `tags.${field}`);
        }
        break;
      case 'header':
      case 'footer':
        config[key] = str(value, key);
        break;
      case 'links':
        if (!isSeq(value)) fail(`${at(value ?? keyNode)}: links must be a list of { pattern, href }.`);
        (value as import('yaml').YAMLSeq).items.forEach((item, index) => {
          const where = `links[${index}]`;
          if (!isMap(item)) fail(`${at(item as Node)}: ${where} must be a mapping (pattern, href).`);
          const map = item as import('yaml').YAMLMap;
          for (const entry of map.items) {
            const field = isScalar(entry.key) ? String(entry.key.value) : '';
            if (field !== 'pattern' && field !== 'href')
              fail(`${at(entry.key as Node)}: ${where} has an unknown key "${field}" (pattern, href).`);
          }
          if (!map.has('pattern') || !map.has('href'))
            fail(`${at(item as Node)}: ${where} needs pattern and href.`);
          config.links.push({
            pattern: regex(map.get('pattern', true), `${where}.pattern`),
            href: str(map.get('href', true), `${where}.href`),
          });
        });
        break;
      default:
        fail(`${at(keyNode)}: unknown key "${key}" (${TOP_KEYS.join(', ')}).`);
    }
  }
  return config;
}

function emptyConfig(): ChangelogConfig {
  return { parsers: [], groups: [], unmatched: 'skip', conventional: false, tags: {}, links: [] };
}

/** `.toolbox/changelog.yaml` (or .yml). */
export async function readYamlChangelogConfig(text: string, file: string): Promise<ChangelogConfig> {
  return (await yamlConfig(text, file, [])) ?? emptyConfig();
}

/**
 * package.json's `toolbox.changelog`, or undefined when it has none. The file is JSON as npm reads it: of keys
 * written twice, the last counts, and a key written twice elsewhere in the file is no error. Most package.json files
 * have no such setting, and JSON.parse says so; one that has it (or that JSON.parse refuses) is read as YAML, for
 * the positions its messages name.
 */
export async function readPackageChangelogConfig(
  text: string,
  file = 'package.json',
): Promise<ChangelogConfig | undefined> {
  let json: { toolbox?: { changelog?: unknown } } | null | undefined;
  try {
    json = parseNpmJson(text) as typeof json;
  } catch {
    json = undefined;
  }
  if (json !== undefined && json?.toolbox?.changelog === undefined) return undefined;
  return yamlConfig(text, file, ['toolbox', 'changelog']);
}

// ---- git-cliff's cliff.toml ----

const TERA = /\{\{|\{%/;

/** A title without git-cliff's ordering comments (`<!-- 0 -->⛰️  Features` -> `⛰️  Features`). */
function groupTitle(group: string): string {
  return group.replace(/<!--.*?-->/g, '').trim();
}

/**
 * cliff.toml's knobs in our terms. Groups come in the order the parsers name them (git-cliff's
 * `commit_parsers_groups`), except that `<!-- N -->` prefixes, git-cliff's way to order `group_by` sections,
 * sort them; the prefixes are not shown. Its Tera templates are not run: the note says so.
 */
export async function readCliffToml(text: string, file = 'cliff.toml'): Promise<LoadedConfig> {
  const { parseToml, TomlError } = await import('./config-parsers');
  let data: Record<string, unknown>;
  try {
    data = parseToml(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = error.message.split('\n')[0]?.replace(/^Invalid TOML document: /, '') ?? 'invalid';
      return fail(`${file}:${error.line}:${error.column}: ${reason}`);
    }
    throw error;
  }
  const table = (value: unknown, key: string): Record<string, unknown> => {
    if (value === undefined) return {};
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      fail(`${file}: [${key}] must be a table.`);
    return value as Record<string, unknown>;
  };
  const changelog = table(data.changelog, 'changelog');
  const git = table(data.git, 'git');
  const str = (value: unknown, key: string): string | undefined => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return fail(`${file}: ${key} must be a string.`);
    return value;
  };
  const engine = await loadPatternEngine();
  const regex = (source: string, where: string) => configRegex(engine, source, `${file}: ${where}`);
  const config = emptyConfig();
  const rawGroups: string[] = [];
  const parsers = git.commit_parsers ?? [];
  if (!Array.isArray(parsers)) fail(`${file}: git.commit_parsers must be an array of tables.`);
  const unsupported = new Set<string>();
  for (const [index, entry] of (parsers as unknown[]).entries()) {
    const where = `git.commit_parsers[${index}]`;
    if (typeof entry !== 'object' || entry === null) fail(`${file}: ${where} must be a table.`);
    const raw = entry as Record<string, unknown>;
    const parser: CommitParser = { skip: raw.skip === true };
    const message = str(raw.message, `${where}.message`);
    const body = str(raw.body, `${where}.body`);
    if (message) parser.message = regex(message, `${where}.message`);
    if (body) parser.body = regex(body, `${where}.body`);
    for (const key of ['footer', 'field', 'sha'])
      if (raw[key] !== undefined) unsupported.add(`commit_parsers.${key}`);
    if (!parser.message && !parser.body) continue;
    const group = str(raw.group, `${where}.group`);
    // A parser that names no group hides what it matches: git-cliff's templates show commits by group.
    if (group === undefined) parser.skip = true;
    if (!parser.skip && group !== undefined) {
      if (TERA.test(group) || /\$\d|\$\{/.test(group)) unsupported.add('templated groups');
      parser.group = groupTitle(group);
      if (!rawGroups.includes(group)) rawGroups.push(group);
    }
    config.parsers.push(parser);
  }
  const order = (group: string) => Number(/^\s*<!--\s*(\d+)\s*-->/.exec(group)?.[1] ?? Number.NaN);
  const numbered = rawGroups.every((group) => !Number.isNaN(order(group)));
  const sorted = numbered ? [...rawGroups].sort((a, b) => order(a) - order(b)) : rawGroups;
  config.groups = [...new Set(sorted.map(groupTitle))];
  // filter_commits = false keeps unmatched commits; a conventional one is grouped under its type, others have no
  // group and git-cliff's templates (grouped by `group`) never show them.
  config.unmatched = git.filter_commits === true ? 'skip' : 'type';
  config.conventional = git.conventional_commits === true && git.filter_unconventional !== false;
  const tagPattern = str(git.tag_pattern, 'git.tag_pattern');
  if (tagPattern) config.tags.pattern = regex(tagPattern, 'git.tag_pattern');
  const skip = str(git.skip_tags, 'git.skip_tags');
  if (skip) config.tags.skip = regex(skip, 'git.skip_tags');
  const ignore = str(git.ignore_tags, 'git.ignore_tags');
  if (ignore?.trim()) config.tags.ignore = regex(ignore, 'git.ignore_tags');
  const links = git.link_parsers ?? [];
  if (!Array.isArray(links)) fail(`${file}: git.link_parsers must be an array of tables.`);
  (links as Record<string, unknown>[]).forEach((link, index) => {
    const pattern = str(link?.pattern, `git.link_parsers[${index}].pattern`);
    const href = str(link?.href, `git.link_parsers[${index}].href`);
    if (pattern && href) {
      config.links.push({
        pattern: regex(pattern, `git.link_parsers[${index}].pattern`),
        href,
      });
    }
  });
  const templated: string[] = ['body'];
  for (const key of ['header', 'footer'] as const) {
    const value = str(changelog[key], `changelog.${key}`);
    if (value === undefined) continue;
    if (TERA.test(value)) templated.push(key);
    else config[key] = value;
  }
  for (const key of ['commit_preprocessors', 'split_commits']) if (git[key]) unsupported.add(key);
  if (changelog.postprocessors) unsupported.add('postprocessors');
  const extra = unsupported.size > 0 ? `; not applied: ${[...unsupported].join(', ')}` : '';
  return {
    config,
    note: `${file}: its Tera template (${templated.join(', ')}) is not run; toolbox writes its own Markdown with the file's groups, tags${config.header || config.footer ? ', header/footer' : ''} and links${extra}.`,
  };
}
