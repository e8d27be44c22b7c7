import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { InputData, jsonInputForTargetLanguage, quicktype } from 'quicktype-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ToolInputError } from '../../errors';
import { escapedErrors } from '../../testing/json-test-suite';
import { generateTypes } from './generate';

const USERS = [
  {
    id: 1,
    name: 'Ada',
    email: 'ada@example.com',
    createdAt: '2026-01-15T12:00:00Z',
    tags: ['admin'],
    address: { city: 'London', zip: 'N1' },
  },
  { id: 2, name: 'Linus', createdAt: '2026-01-16T08:30:00+02:00', tags: [], address: null, score: 4.5 },
  {
    id: 3,
    name: 'Grace',
    email: null,
    createdAt: '2026-01-17T00:00:00Z',
    tags: ['ops', 'dev'],
    address: { city: 'NYC', zip: '10001', apt: 4 },
    score: 5,
  },
];

/** The few global types the generated code and a literal need, so tsc need not load its full library. */
const MINI_LIB = `interface Array<T> { length: number; [n: number]: T }
interface Boolean {} interface Function {} interface CallableFunction {} interface NewableFunction {}
interface IArguments {} interface Number {} interface Object {} interface RegExp {} interface String {}`;

/** Type-checks `code` plus `extra` with the real TypeScript compiler; returns its diagnostics. */
function typeErrors(code: string, extra: string): string[] {
  const files = new Map([
    ['/types.ts', `${code}\n${extra}\n`],
    ['/lib.d.ts', MINI_LIB],
  ]);
  const options = { strict: true, noEmit: true, noLib: true, target: ts.ScriptTarget.ES2022, types: [] };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => files.get(name) ?? read(name);
  host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
  host.getSourceFile = (name, version) => {
    const text = files.get(name) ?? read(name);
    return text === undefined ? undefined : ts.createSourceFile(name, text, version);
  };
  const program = ts.createProgram(['/lib.d.ts', '/types.ts'], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Runs generated Zod code (TypeScript) with the real zod and returns its exports. */
function runZod(code: string): Record<string, z.ZodTypeAny> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exports: Record<string, z.ZodTypeAny> = {};
  new Function('require', 'exports', js)(() => ({ z }), exports);
  return exports;
}

describe('generateTypes: TypeScript', () => {
  it('writes interfaces: optional fields, nullables, merged arrays of objects, dates noted', async () => {
    expect(await generateTypes({ text: JSON.stringify(USERS), lang: 'ts', name: 'user' })).toBe(
      [
        'export interface Address {',
        '  city: string;',
        '  zip: string;',
        '  apt?: number;',
        '}',
        '',
        'export interface User {',
        '  id: number;',
        '  name: string;',
        '  email?: string | null;',
        '  createdAt: string; // ISO 8601 date-time',
        '  tags: string[];',
        '  address: Address | null;',
        '  score?: number;',
        '}',
        '',
        'export type Users = User[];',
        '',
      ].join('\n'),
    );
  });

  it('compiles with tsc, accepts the samples and refuses a wrong one', async () => {
    const code = await generateTypes({ text: JSON.stringify(USERS), lang: 'ts' });
    expect(typeErrors(code, `export const ok: Roots = ${JSON.stringify(USERS)};`)).toEqual([]);
    expect(
      typeErrors(
        code,
        'export const bad: Roots = [{ id: "1", name: "x", createdAt: "", tags: [], address: null }];',
      ),
    ).toEqual(["Type 'string' is not assignable to type 'number'."]);
  });

  it('names types after keys in cased scripts: Über, not Ber', async () => {
    const text = '{"über": {"a": 1}, "日本": {"b": 2}, "user_profile": {"c": 3}}';
    const code = await generateTypes({ text, lang: 'ts' });
    expect(code).toContain('export interface Über {');
    expect(code).toContain('export interface Type {');
    expect(code).toContain('export interface UserProfile {');
    expect(typeErrors(code, `export const ok: Root = ${text};`)).toEqual([]);
  });

  it('merges JSON Lines samples and quotes keys that are not identifiers', async () => {
    const text = '{"a-b": 1, "ok": true}\n{"a-b": 2.5}\n';
    expect(await generateTypes({ text, lang: 'ts', name: 'event' })).toBe(
      'export interface Event {\n  "a-b": number;\n  ok?: boolean;\n}\n',
    );
  });
});

describe('generateTypes: Zod', () => {
  it('writes schemas that zod runs: the samples parse, a wrong one fails at its path', async () => {
    const code = await generateTypes({ text: JSON.stringify(USERS), lang: 'zod', name: 'User' });
    expect(code).toContain('createdAt: z.string().datetime({ offset: true }),');
    expect(code).toContain('email: z.string().nullable().optional(),');
    const { UsersSchema } = runZod(code);
    expect(UsersSchema?.parse(USERS)).toEqual(USERS);
    const result = UsersSchema?.safeParse([{ ...USERS[0], createdAt: 'yesterday' }]);
    expect(result?.success).toBe(false);
    expect(result?.error?.issues[0]?.path).toEqual([0, 'createdAt']);
  });
});

describe('generateTypes: JSON Schema', () => {
  it('writes a 2020-12 schema that Ajv compiles; the samples validate, a wrong one does not', async () => {
    const schema = JSON.parse(await generateTypes({ text: JSON.stringify(USERS), lang: 'json-schema' }));
    expect(schema.$defs.Address.required).toEqual(['city', 'zip']);
    expect(schema.$defs.Root.properties.createdAt).toEqual({ type: 'string', format: 'date-time' });
    const validate = new Ajv2020({ validateFormats: false }).compile(schema);
    expect(validate(USERS)).toBe(true);
    expect(validate([{ ...USERS[0], tags: 'admin' }])).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/0/tags');
  });
});

/** Twenty tweets of a home timeline (core/src/json/fixtures/SOURCES.md): users and entities at several paths. */
const TIMELINE = readFileSync(join(import.meta.dirname, '../../json/fixtures/statuses.json'), 'utf8');

/** The peer: quicktype's TypeScript for the same sample, with the top-level name given. */
async function quicktypeTs(name: string, text: string): Promise<string> {
  const input = jsonInputForTargetLanguage('typescript');
  await input.addSource({ name, samples: [text] });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktype({
    inputData,
    lang: 'typescript',
    rendererOptions: { 'just-types': 'true' },
  });
  return result.lines.join('\n');
}

const interfaces = (code: string) => [...code.matchAll(/^export interface (\w+)/gm)].map(([, name]) => name);

describe('generateTypes: one type per structure, named as quicktype names them', () => {
  it('structurally identical objects at different paths are one interface, named from the first path', async () => {
    const text = JSON.stringify({
      author: { id: 1, name: 'Ada' },
      reviewer: { name: 'Linus', id: 2 },
      posts: [{ title: 'x', by: { id: 3, name: 'Grace' } }],
    });
    const code = await generateTypes({ text, lang: 'ts' });
    expect(interfaces(code)).toEqual(['Author', 'Post', 'Root']);
    expect(code).toContain('  reviewer: Author;');
    expect(code).toContain('  by: Author;');
    expect(typeErrors(code, `export const ok: Root = ${text};`)).toEqual([]);
  });

  it('objects with the same keys whose field types fit together are one type; ones that do not fit stay two', async () => {
    const text = JSON.stringify({
      author: { id: 1, following: true, geo: { type: 'Point', coordinates: [1, 2] } },
      retweeted: { id: 2, following: null, geo: null },
      place: { type: 'Polygon', coordinates: [[[1, 2]]] },
    });
    const code = await generateTypes({ text, lang: 'ts' });
    expect(interfaces(code)).toEqual(['Geo', 'Author', 'Place', 'Root']);
    expect(code).toContain('  following: boolean | null;');
    expect(code).toContain('  retweeted: Author;');
    expect(typeErrors(code, `export const ok: Root = ${text};`)).toEqual([]);
  });

  it('--name User on a top-level array names the element User and the array Users, as quicktype does', async () => {
    const text = JSON.stringify(USERS);
    const code = await generateTypes({ text, lang: 'ts', name: 'User' });
    expect(interfaces(code)).toEqual(['Address', 'User']);
    expect(code).toContain('export type Users = User[];');
    expect(interfaces(await quicktypeTs('User', text))).toEqual(['User', 'Address']);
    // A name that is already a plural names the element too (quicktype's way); the array is UsersList.
    expect(await generateTypes({ text, lang: 'ts', name: 'users' })).toContain(
      'export type UsersList = Users[];',
    );
    expect(
      typeErrors(code, `export const all: Users = ${text};\nexport const one: User = all[0] as User;`),
    ).toEqual([]);
    const zod = await generateTypes({ text, lang: 'zod', name: 'User' });
    expect(zod).toContain('export const UsersSchema = z.array(UserSchema);');
    expect(runZod(zod).UsersSchema?.parse(USERS)).toEqual(USERS);
  });

  it('a real timeline: about as few types as quicktype writes, and tsc accepts the timeline as them', async () => {
    const code = await generateTypes({ text: TIMELINE, lang: 'ts' });
    const ours = interfaces(code);
    const theirs = interfaces(await quicktypeTs('Root', TIMELINE));
    expect(new Set(ours).size).toBe(ours.length);
    // As quicktype, objects with the same keys whose fields fit together (a retweet's user has `following: null`)
    // are one type; a point's and a box's `coordinates` (number[] against number[][][]) keep two. quicktype also
    // folds objects whose keys differ (a URL without display_url into one with it): one more type here.
    expect(ours.length).toBeLessThanOrEqual(theirs.length + 1);
    for (const shared of [
      'Root',
      'User',
      'Place',
      'BoundingBox',
      'Hashtag',
      'UserMention',
      'RetweetedStatus',
    ])
      expect(ours).toContain(shared);
    expect(typeErrors(code, `export const timeline: Roots = ${TIMELINE};`)).toEqual([]);
  });
});

describe('generateTypes: numbers past what a double holds', () => {
  const text = '[{"id": 540897316908331009, "ratio": 1.0000000000000000001, "big": 1e400}]';
  it('an id past 2^53 is a number with a note; a long fraction is not an integer', async () => {
    const ts = await generateTypes({ text, lang: 'ts', name: 'Tweet' });
    expect(ts).toContain('  id: number; // past 2^53: JSON.parse rounds it');
    expect(ts).toContain('  ratio: number;\n');
    const zod = await generateTypes({ text, lang: 'zod', name: 'Tweet' });
    expect(zod).toContain('ratio: z.number(),');
    const schema = JSON.parse(await generateTypes({ text, lang: 'json-schema', name: 'Tweet' }));
    expect(schema.$defs.Tweet.properties).toEqual({
      id: { type: 'integer' },
      ratio: { type: 'number' },
      big: { type: 'integer' },
    });
  });
});

describe('generateTypes: Go, Rust, Python, Kotlin and C# by quicktype, from the schema inferred here', () => {
  const text = JSON.stringify([...USERS, { ...USERS[0], id: 4, mixed: [1, 'two', { x: 3 }] }]);
  it.each([
    [
      'go',
      [
        'type Users []User',
        'type User struct {',
        '\tAddress   *Address       `json:"address"`',
        '\tMixed     []MixedElement `json:"mixed,omitempty"`',
        '\tMixed   *Mixed',
      ],
    ],
    [
      'rust',
      [
        'pub type Users = Vec<User>;',
        'pub struct User {',
        '    pub address: Option<Address>,',
        '    pub mixed: Option<Vec<MixedElement>>,',
        '    Mixed(Mixed),',
      ],
    ],
    [
      'python',
      [
        'class User:',
        '    email: Optional[str] = None',
        '    mixed: Optional[List[Union[int, Mixed, str]]] = None',
        'def users_from_dict(s: Any) -> List[User]:',
      ],
    ],
    [
      'pydantic',
      [
        'class User(BaseModel):',
        '    address: Optional[Address] = None',
        '    created_at: datetime = Field(alias="createdAt")',
        '    mixed: Optional[List[Union[int, Mixed, str]]] = None',
      ],
    ],
    [
      'kotlin',
      [
        'typealias Users = ArrayList<User>',
        'data class User (',
        '    val address: Address? = null,',
        '    val email: String? = null,',
      ],
    ],
    [
      'csharp',
      [
        'using System;',
        '    public partial class User',
        '        public Address Address { get; set; }',
        '        public DateTimeOffset CreatedAt { get; set; }',
      ],
    ],
  ] as const)(
    '%s: the root named User (its array Users), optional and nullable fields, a mixed array',
    async (lang, lines) => {
      const code = await generateTypes({ text, lang, name: 'User' });
      for (const line of lines) expect(code).toContain(`${line}\n`);
    },
  );
});

describe('generateTypes: bad input', () => {
  it.each([
    ['', 'Please paste a JSON sample.'],
    ['{"a": 1,}', /^Invalid JSON string: .* at line 1, column 9\.$/],
    // JSON Lines whose third sample is broken: that line, not "content after the JSON value" at line 2.
    ['{"a": 1}\n\n{"a": 2}\n{"a": tru}\n', /^Invalid JSON string: .* at line 4, column 7\.$/],
    ['[]', 'The samples hold no values to infer from.'],
    ['null', 'The samples hold no values to infer from.'],
  ])('%j', async (text, message) => {
    await expect(generateTypes({ text, lang: 'ts' })).rejects.toThrow(message);
    await expect(generateTypes({ text, lang: 'ts' })).rejects.toThrow(ToolInputError);
  });
});

describe('generateTypes on JSONTestSuite (json/fixtures/SOURCES.md)', () => {
  it.each(['ts', 'zod', 'json-schema', 'go'] as const)(
    'lets nothing but a ToolInputError out (%s)',
    async (lang) => {
      expect(await escapedErrors((text) => generateTypes({ text, lang }))).toEqual([]);
    },
  );
});
