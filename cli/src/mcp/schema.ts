/**
 * JSON Schema for one command's inputs, made from what the command declares for the CLI: its flag table's entries
 * (flag-table.ts: choices, number rules, lists, defaults, required) and its positional arguments, with the
 * descriptions its --help shows. A new flag or limit reaches `toolbox mcp` the way it reaches --help and completion.
 */
import type { Argument, Command } from 'commander';
import { entryOf, type FlagSpec } from '../flag-table';

export type JsonSchema = { [key: string]: unknown };

/** How one property of the tool's arguments reaches the command: a flag (by commander's key) or a positional. */
export type Param =
  | {
      kind: 'flag';
      property: string;
      attribute: string;
      value: FlagValueKind;
      path: PathRole;
      /** What giving it does beyond the result (flag-table.ts's `effect`: writes, destructive, credential). */
      effect?: FlagSpec['effect'];
    }
  | { kind: 'argument'; property: string; index: number; variadic: boolean; path: PathRole };

/** What a flag's value is, as its table entry says (flag-table.ts's FlagValue). */
type FlagValueKind = 'choice' | 'number' | 'list' | 'negate' | 'text' | 'optional-text' | 'switch';

/**
 * Whether a value names a place on disk, from the name its help gives it (`<file>`, `<dir>`, `[folder]`…): an
 * input read there, where `output` goes, or where another flag writes (`--sarif FILE`, `--apply DIR`). All must lie
 * inside the client's roots.
 */
type PathRole = 'none' | 'input' | 'output-file' | 'output-folder' | 'written';

/** The names a value placeholder or an argument gives a place on disk. */
const PATH_WORDS = new Set([
  'file',
  'files',
  'dir',
  'folder',
  'path',
  'target',
  'image',
  'inputs',
  'spec',
  'old',
  'new',
  'a',
  'b',
]);

export interface CommandSchema {
  inputSchema: JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] };
  params: Param[];
}

function placeholder(flag: string): string | undefined {
  return /[<[]([^>\]]+)[>\]]/.exec(flag)?.[1];
}

function kindOf(spec: FlagSpec): FlagValueKind {
  if ('choices' in spec) return 'choice';
  if ('number' in spec) return 'number';
  if ('list' in spec) return 'list';
  if ('negate' in spec) return 'negate';
  if (/<[^>]*>/.test(spec.flag)) return 'text';
  if (/\[[^\]]*\]/.test(spec.flag)) return 'optional-text';
  return 'switch';
}

function flagSchema(spec: FlagSpec, kind: FlagValueKind, negated: boolean): JsonSchema {
  const cli = `CLI: ${spec.flag}`;
  const description = `${spec.description} (${cli})`;
  switch (kind) {
    case 'choice':
      return withDefault(
        { type: 'string', enum: [...('choices' in spec ? spec.choices : [])], description },
        spec,
      );
    case 'number': {
      const rule = 'number' in spec ? spec.number : {};
      return withDefault(
        {
          type: rule.integer ? 'integer' : 'number',
          ...(rule.min !== undefined ? { minimum: rule.min } : {}),
          ...(rule.max !== undefined ? { maximum: rule.max } : {}),
          description,
        },
        spec,
      );
    }
    case 'list':
      return withDefault(
        {
          type: 'array',
          items: { type: 'string' },
          description: `${description}${'list' in spec && spec.list === 'split' ? '; each item may hold several, comma-separated' : ''}`,
        },
        spec,
      );
    case 'negate':
      return {
        anyOf: [{ type: 'string' }, { type: 'boolean' }],
        description: `${description}; false: ${'negate' in spec ? spec.negate : ''}`,
      };
    case 'text':
      return withDefault({ type: 'string', description }, spec);
    case 'optional-text':
      return { anyOf: [{ type: 'string' }, { const: true }], description };
    case 'switch':
      return negated ? { type: 'boolean', default: true, description } : { type: 'boolean', description };
  }
}

function withDefault(schema: JsonSchema, spec: FlagSpec): JsonSchema {
  const fallback = 'default' in spec ? spec.default : undefined;
  return fallback === undefined
    ? schema
    : { ...schema, default: Array.isArray(fallback) ? [...fallback] : fallback };
}

function pathRole(word: string | undefined, name: string, spec: FlagSpec): PathRole {
  if (word === undefined || !PATH_WORDS.has(word)) return 'none';
  // `--sarif <file>`, `--summary <file>`: a report written beside the output; `--apply <dir>`: a tree created there
  // (their table entries say `effect: 'writes'`).
  if (name !== 'output') return spec.effect === 'writes' ? 'written' : 'input';
  return word === 'file' ? 'output-file' : 'output-folder';
}

function argumentSchema(argument: Argument): JsonSchema {
  const description = `${argument.description || argument.name()} (CLI: ${argument.required ? '<' : '['}${argument.name()}${argument.variadic ? '...' : ''}${argument.required ? '>' : ']'})`;
  const choices = argument.argChoices;
  const item: JsonSchema = choices ? { type: 'string', enum: [...choices] } : { type: 'string' };
  return argument.variadic ? { type: 'array', items: item, description } : { ...item, description };
}

/**
 * The schema of a configured command's arguments and the map back to its flags. `skip` names table entries the
 * server leaves out (`force`: a tool call never overwrites a file).
 */
export function commandSchema(cmd: Command, skip: ReadonlySet<string>): CommandSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const params: Param[] = [];
  cmd.registeredArguments.forEach((argument, index) => {
    const property = argument.name();
    properties[property] = argumentSchema(argument);
    if (argument.required) required.push(property);
    params.push({
      kind: 'argument',
      property,
      index,
      variadic: argument.variadic,
      path: PATH_WORDS.has(property) ? 'input' : 'none',
    });
  });
  for (const option of cmd.options) {
    const entry = entryOf(option);
    // Older spellings and hidden flags are for people's muscle memory, not for a tool's schema.
    if (!entry || entry.spec.hidden || skip.has(entry.name)) continue;
    const { name, spec } = entry;
    if (option.flags !== spec.flag) continue; // an alias or a `--no-x` opposite: the flag's own entry says it
    const property = Object.hasOwn(properties, name) ? `${name}Flag` : name;
    const kind = kindOf(spec);
    properties[property] = flagSchema(spec, kind, option.negate);
    if (spec.required) required.push(property);
    params.push({
      kind: 'flag',
      property,
      attribute: option.attributeName(),
      value: kind,
      path: pathRole(placeholder(spec.flag), name, spec),
      ...(spec.effect !== undefined ? { effect: spec.effect } : {}),
    });
  }
  return {
    inputSchema: {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
    },
    params,
  };
}
