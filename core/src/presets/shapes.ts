import type { ToolId } from '#core/registry';

// Each tool's preset: the inputs a preset may hold, by name, and the JSON kinds each takes. The names are the
// tool command's flag-table names and positional arguments (`logoPosition`, `file`) and the fields its web page
// keeps between visits (`backgroundColor`); cli/src/preset-shapes.test.ts checks every command's table against
// this one, and the web's stored-input hooks are typed by it, so neither front end can drift from it.

/**
 * What a field's value may be: `text` a string, `number` a finite number, `boolean`, `list` an array of strings,
 * `json` any JSON (a page's structured field: the changelog's entries). `secret` is never kept in a preset: a
 * writer leaves it out and a reader drops it; a field is a secret whatever else its kinds list (jwt's token, an
 * argument the CLI reads as text).
 */
export type PresetKind = 'text' | 'number' | 'boolean' | 'list' | 'json' | 'secret';

export interface PresetShape {
  /**
   * The shape's version, stamped on every preset written (`$version`). 1 is every preset saved before presets
   * were versioned (flat, or the web page's forms one level down); 2 is flat and checked against `fields`.
   * Renaming or retyping a field bumps it and adds the step from the version before to `migrations`.
   */
  readonly version: number;
  readonly fields: Readonly<Record<string, PresetKind | readonly PresetKind[]>>;
  /** `migrations[n]` turns a version-n preset's fields into version n+1's (from 2 on; 1 -> 2 is the flattening). */
  readonly migrations?: Readonly<
    Record<number, (fields: Record<string, unknown>) => Record<string, unknown>>
  >;
}

// biome-ignore format: one line per tool
export const PRESET_SHAPES = {
  'og-generator': { version: 2, fields: { description: 'text', emoji: 'text', format: 'text', imageBaseUrl: 'text', logo: 'text', logoOpacity: 'number', logoPosition: 'text', logoSize: 'text', quality: 'number', size: 'list', template: 'text', theme: 'text', title: 'text', url: 'text' } },
  'favicon-maker': { version: 2, fields: { appBackground: 'text', background: 'text', backgroundColor: 'text', darkMode: 'text', fit: 'text', logo: 'text', name: 'text', padding: 'number', shape: 'text', tabBackground: 'text', text: 'text', textColor: 'text', touchBackground: 'text', trim: 'boolean' } },
  'api-docs': { version: 2, fields: { 'compare-new': 'text', 'compare-old': 'text', document: 'text', 'export-try-it': 'boolean', failOn: 'text', format: 'text', new: 'text', old: 'text', spec: 'text', tryIt: 'boolean', warnings: 'boolean' } },
  'markdown-pdf': { version: 2, fields: { allowOutside: 'list', 'blog-style': 'text', file: 'text', footer: 'text', header: 'text', inputs: 'list', margin: 'text', markdown: 'text', 'page-size': 'text', pageSize: 'text', 'site-url': 'text', siteUrl: 'text', style: 'text', theme: 'text', title: 'text', toc: 'boolean' } },
  'mockup-generator': { version: 2, fields: { arrangement: 'text', background: 'text', backgroundColor: 'text', device: ['text', 'list'], extraDevices: 'list', fit: 'text', format: 'text', image: ['text', 'list'], offset: 'number', padding: ['text', 'number'], position: 'text', quality: 'number', radius: 'number', scale: ['text', 'number'], shadow: ['boolean', 'text'], tilt: 'number' } },
  'color-palette': { version: 2, fields: { base: 'text', format: 'text', lock: 'list', pair: 'number', palette: 'json', scale: 'boolean', scaleOf: 'text', scheme: 'text', type: 'text' } },
  'regex-json': { version: 2, fields: { action: 'text', count: 'boolean', delimiter: 'text', file: 'text', flags: 'text', indent: 'text', json: 'text', pattern: 'text', replace: 'text', replacement: 'text', 'sort-keys': 'boolean', sortKeys: 'boolean', text: 'text', timeout: 'number' } },
  'readme-generator': { version: 2, fields: { author: 'text', badgeStyle: 'text', badges: ['text', 'list'], customSections: 'json', description: 'text', fromPackage: ['text', 'boolean'], license: 'text', name: 'text', package: 'json', projectName: 'text', projectVersion: 'text', repository: 'text', sections: ['text', 'json'], template: 'text', version: 'text' } },
  'meta-tags': { version: 2, fields: { author: 'text', check: 'text', description: 'text', image: 'text', keywords: ['text', 'list'], siteName: 'text', structuredData: 'text', title: 'text', twitterCard: 'text', twitterSite: 'text', type: 'text', url: 'text' } },
  'dev-utilities': { version: 2, fields: { addresses: 'list', background: 'text', base64: 'text', color: 'text', 'contrast-bg': 'text', 'contrast-fg': 'text', count: 'number', digits: 'boolean', email: 'text', excludeAmbiguous: 'boolean', file: 'text', foreground: 'text', json: 'text', length: 'number', lowercase: 'boolean', mode: 'text', paletteBase: 'text', paletteType: 'text', passwordCount: 'number', requireEach: 'boolean', signAlgorithm: 'text', signPayload: 'text', signature: 'text', slug: 'text', symbols: 'boolean', text: ['text', 'list'], uppercase: 'boolean', urlSafe: 'boolean', uuid: 'text', v7: 'boolean' } },
  'folder-structure-generator': { version: 2, fields: { custom: 'list', customModules: 'text', format: 'text', framework: 'text', modules: 'list', name: 'text', projectName: 'text' } },
  'commit-message-assistant': { version: 2, fields: { body: 'text', breaking: 'boolean', commit: 'text', describe: 'text', description: 'text', file: 'text', format: 'text', freeText: 'text', from: 'text', issues: 'text', lint: 'boolean', message: 'text', scope: 'text', source: 'text', to: 'text', type: 'text' } },
  'changelog-generator': { version: 2, fields: { all: 'boolean', allowDetached: 'boolean', bump: 'text', bumpDependents: 'boolean', bumpedVersion: 'boolean', changeType: 'text', currentVersion: 'text', dryRun: 'boolean', entries: 'json', entry: 'list', firstRelease: 'boolean', format: 'text', from: 'text', includeOther: 'boolean', includePath: 'list', keepEmpty: 'boolean', log: 'text', package: 'text', packages: 'text', preid: 'text', prerelease: 'text', projectName: 'text', releaseAs: 'text', repoUrl: 'text', style: 'text', tagFormat: 'text', tagPattern: 'text', to: 'text', unreleased: 'boolean' } },
  'visual-workspace-generator': { version: 2, fields: { colorScheme: 'text', connections: 'boolean', file: 'text', format: 'text', layout: 'text', progress: 'boolean', project: 'text', theme: 'text' } },
  'component-scaffolder': { version: 2, fields: { forwardRef: 'boolean', name: 'text', props: ['text', 'boolean'], propsText: 'text', story: 'boolean', tailwind: 'boolean', test: 'boolean', type: 'text', typescript: 'boolean', withStory: 'boolean', withTest: 'boolean' } },
  'tailwind-utilities': { version: 2, fields: { at: 'list', classes: ['text', 'list'], color: 'text', 'color-name': 'text', colorName: 'text', 'config-input': 'text', file: 'text', 'font-mono': 'text', 'font-sans': 'text', 'font-serif': 'text', fontMono: 'text', fontSans: 'text', fontSerif: 'text', format: 'text', radius: 'text', 'responsive-base': 'text', 'responsive-lg': 'text', 'responsive-md': 'text', 'responsive-sm': 'text', 'responsive-xl': 'text' } },
  'icon-library': { version: 2, fields: { category: 'text', color: 'text', import: 'text', jsx: 'text', query: ['text', 'list'], selected: 'text', size: 'number', strokeWidth: 'number', svg: 'text' } },
  'database-visualizer': { version: 2, fields: { db: 'secret', dbSchema: 'list', ddl: 'text', failOn: 'text', file: 'text', format: 'text', markdown: 'boolean', new: 'text', old: 'text', rename: 'list', sample: 'boolean', sql: 'boolean' } },
  'rls-policy-generator': { version: 2, fields: { condition: 'text', customCondition: 'text', index: 'text', operation: 'text', policyName: 'text', policyType: 'text', requiredRole: 'text', role: 'text', roleColumn: 'text', table: 'text', tableName: 'text', type: 'text', userColumn: 'text' } },
  'edge-function-scaffolder': { version: 2, fields: { auth: 'boolean', cors: 'boolean', description: 'text', enableCors: 'boolean', env: 'list', envVars: 'text', name: 'text', provider: 'text', requireAuth: 'boolean', secret: 'text', template: 'text', webhookProvider: 'text', webhookSecret: 'text' } },
  'realtime-code-generator': { version: 2, fields: { channel: 'text', channelName: 'text', customChannel: 'text', customChannelName: 'text', events: 'list', filter: 'text', filterColumn: 'text', filterValue: 'text', hook: 'text', hookType: 'text', presence: 'boolean', table: 'text', tableName: 'text', useCustomChannel: 'boolean', usePresence: 'boolean' } },
  jwt: { version: 2, fields: { alg: 'text', claims: 'text', expiresIn: 'text', key: 'text', secret: 'secret', secretFile: 'text', showRaw: 'boolean', token: ['text', 'secret'], verifyWith: 'text' } },
  time: { version: 2, fields: { tz: 'list', value: 'text', zones: 'text' } },
  cron: { version: 2, fields: { count: 'number', expression: 'text', from: 'text', next: 'number', tz: 'text', zone: 'text' } },
  url: { version: 2, fields: { component: 'boolean', entityMode: 'text', form: 'boolean', parse: 'text', percentMode: 'text', plus: 'boolean', text: 'text', url: 'text' } },
  convert: { version: 2, fields: { file: 'text', from: 'text', sortKeys: 'boolean', text: 'text', to: 'text' } },
  'json-to-types': { version: 2, fields: { file: 'text', lang: 'text', name: 'text', text: 'text' } },
  diff: { version: 2, fields: { a: 'text', b: 'text', context: ['text', 'number'], exitCode: 'boolean', mode: 'text' } },
  'sql-format': { version: 2, fields: { check: 'boolean', file: 'text', indent: 'text', keywordCase: 'text', sql: 'text' } },
  certificates: { version: 2, fields: { file: 'text', input: 'text' } },
  'qr-code': { version: 2, fields: { background: 'text', color: 'text', email: 'text', firstName: 'text', foreground: 'text', format: 'text', hidden: 'boolean', jobTitle: 'text', kind: 'text', lastName: 'text', level: 'text', margin: 'number', org: 'text', organization: 'text', password: 'secret', passwordFile: 'text', phone: 'text', scale: 'number', security: 'text', ssid: 'text', text: 'text', title: 'text', url: 'text', website: 'text' } },
  ulid: { version: 2, fields: { count: 'number', file: 'text', id: 'text', mode: 'text', monotonic: 'boolean', ulid: 'text' } },
  'number-base': { version: 2, fields: { file: 'text', from: ['text', 'number'], number: 'text', to: ['text', 'list'], value: 'text', width: ['text', 'number'] } },
  chmod: { version: 2, fields: { file: 'text', from: 'text', kind: 'text', mode: 'text', umask: 'text' } },
  'text-case': { version: 2, fields: { file: 'text', perLine: 'boolean', separateNumbers: 'boolean', text: 'text', to: 'text', whole: 'boolean' } },
  totp: { version: 2, fields: { account: 'text', algorithm: 'text', at: 'text', counter: 'text', digits: 'number', file: 'text', generate: 'boolean', issuer: 'text', period: 'number', qr: 'boolean', uri: 'boolean', window: 'number' } },
  'basic-auth': { version: 2, fields: { file: 'text', header: 'text', mime: 'text', uri: 'text', valueOnly: 'boolean' } },
  escape: { version: 2, fields: { as: 'text', direction: 'text', file: 'text', quote: 'text', text: 'text' } },
  xml: { version: 2, fields: { expression: 'text', file: 'text', indent: 'text', json: 'text', ns: 'list', operation: 'text', xml: 'text' } },
  lines: { version: 2, fields: { classic: 'boolean', count: ['text', 'number'], dropBlank: 'boolean', file: 'text', join: 'text', listPrefix: 'text', listSuffix: 'text', locale: 'text', lowercase: 'boolean', prefix: 'text', reverse: 'boolean', seed: 'number', shuffle: 'boolean', sort: 'text', split: 'text', suffix: 'text', text: 'text', trim: 'boolean', unique: ['text', 'boolean'], uniqueAdjacent: 'boolean', unit: 'text' } },
  hash: { version: 2, fields: { algorithm: 'text', check: 'text', encoding: 'text', expected: 'text', fileAlgorithm: 'text', files: 'list', hmac: 'secret', hmacFile: 'text', ignoreMissing: 'boolean', sums: ['text', 'boolean'], sumsAlgorithm: 'text', text: 'text' } },
  bcrypt: { version: 2, fields: { cost: 'number', hash: 'text', mode: 'text', password: 'secret', passwordFile: 'secret', prefix: 'text' } },
  cidr: { version: 2, fields: { address: 'text', file: 'text', netmask: 'text', network: 'text', networks: 'text', prefix: 'text' } },
  'http-reference': { version: 2, fields: { file: 'text', query: ['text', 'list'] } },
  'docker-compose': { version: 2, fields: { file: 'text', text: 'text' } },
  'user-agent': { version: 2, fields: { file: 'text', summary: 'boolean', text: 'text', 'user-agent': 'text' } },
  'json-query': { version: 2, fields: { arg: 'list', argjson: 'list', compactOutput: 'boolean', document: 'text', exitStatus: 'boolean', file: 'text', filter: 'text', language: 'text', nullInput: 'boolean', query: 'text', rawOutput: 'boolean', slurp: 'boolean' } },
  keys: { version: 2, fields: { curve: 'text', file: 'text', format: 'text', mode: 'text', public: 'boolean', size: 'number', to: 'text', type: 'text' } },
} as const satisfies Record<ToolId, PresetShape>;

type Shapes = typeof PRESET_SHAPES;
type KindOf<
  Id extends ToolId,
  F extends PresetFieldName<Id>,
> = Shapes[Id]['fields'][F] extends readonly (infer K)[] ? K : Shapes[Id]['fields'][F];
type ValueOf<K> = K extends 'text'
  ? string
  : K extends 'number'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'list'
        ? readonly string[]
        : K extends 'json'
          ? unknown
          : never;

/**
 * Whether `field` of `toolId` may enter a link to the tool's page (its URL, so the browser's history): a field of the
 * tool's preset shape that is not a secret, which presets leave out too (read.ts).
 */
export function isLinkableField(toolId: ToolId, field: string): boolean {
  const fields: Readonly<Record<string, PresetKind | readonly PresetKind[]>> = PRESET_SHAPES[toolId].fields;
  const kinds = Object.hasOwn(fields, field) ? fields[field] : undefined;
  return kinds !== undefined && kinds !== 'secret' && !(Array.isArray(kinds) && kinds.includes('secret'));
}

/** The fields a tool's preset holds, by name: what its page may keep and its command's flags are called. */
export type PresetFieldName<Id extends ToolId> = keyof Shapes[Id]['fields'] & string;
/** What a field of a tool's preset may hold, as a TypeScript type (a secret: never). */
export type PresetValue<Id extends ToolId, F extends PresetFieldName<Id>> = ValueOf<KindOf<Id, F>>;
