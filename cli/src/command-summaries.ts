// What `toolbox --help` and toolbox mcp say of each command, apart from the command table (commands/index.ts),
// so a module the table loads (mcp's catalog) reads them without importing the table, which would be a cycle.
import type { Tool } from '@toolbox/core/registry';

type ToolCommandName = NonNullable<Tool['cli']>['commands'][number];

/** Commands that belong to no tool. `heading` is their section in `toolbox --help` (General, Account or a category). */
export const otherCommands = {
  list: { heading: 'General', description: 'List every tool: id, title, group, web route and CLI commands.' },
  completion: { heading: 'General', description: 'Print a shell completion script for bash, zsh or fish.' },
  mcp: {
    heading: 'General',
    description: 'Serve every tool to an AI coding agent (Model Context Protocol on stdio).',
  },
  login: { heading: 'Account', description: 'Sign in this computer with a code you confirm in the web app.' },
  logout: { heading: 'Account', description: 'Revoke this computer’s token and forget it.' },
  whoami: { heading: 'Account', description: 'Show who this computer is signed in as.' },
  projects: {
    heading: 'Account',
    description:
      'Your projects: list, show, pull a workspace to a file, push one back; add, move and tick cards.',
  },
  preset: {
    heading: 'Account',
    description: 'Save, list and remove the tool presets that --preset NAME reads.',
  },
  share: {
    heading: 'Account',
    description: 'End-to-end encrypted links for secrets: share a file, open a link, list and revoke yours.',
  },
  team: {
    heading: 'Account',
    description:
      'Your teams: create, invite by e-mail with a role, members, remove, leave, join with a code.',
  },
  check: {
    heading: 'Project & git',
    description:
      'Pull-request gates: RLS audit of Supabase migrations (check rls), every gate at once (check pr).',
  },
  hooks: {
    heading: 'Project & git',
    description: 'Install or remove the git hooks that lint and pre-fill commit messages.',
  },
} as const satisfies Record<string, { heading: string; description: string }>;

/** One-line summaries for `toolbox --help` where the tool's description does not fit the command. */
export const commandSummaries: Partial<Record<ToolCommandName | keyof typeof otherCommands, string>> = {
  pdf: 'Markdown to an A4 PDF with bookmarks, links and page numbers.',
  blog: 'Markdown to a static blog site, as a zip or a folder.',
  uuid: 'UUIDs, v4 or time-ordered v7.',
  slug: 'URL slugs from text.',
  password: 'Random passwords without modulo bias.',
  hash: 'MD5, SHA-1/2/3, BLAKE2b, CRC32 of files or stdin; --check SHA256SUMS; HMAC.',
  bcrypt:
    'bcrypt password hashes: hash at a cost, compare with a $2a$/$2b$/$2y$ hash, read its cost and salt.',
  base64: 'Base64 encode and decode, UTF-8 and URL-safe.',
  email: 'Check e-mail addresses.',
  contrast: 'WCAG contrast ratio and AA/AAA grades.',
  regex: 'Test a regular expression (with a time limit).',
  json: 'Format, minify, validate JSON or convert it to CSV.',
  release: 'Release every changed package: next versions, CHANGELOG.md, one commit and tags.',
  case: 'Rename text into camel, snake, kebab, constant, title and other cases, a line at a time.',
  count: 'Count characters, graphemes, words, lines and UTF-8 bytes of a text, as wc does.',
  escape: 'Write text as a JSON, JavaScript, SQL or CSV literal, HTML, XML, a URL component or a shell word.',
  unescape:
    'Read a JSON, JavaScript, SQL or CSV literal, HTML, XML, a URL component or a shell word back to text.',
  lines: 'Sort, dedupe, reverse, shuffle, trim, wrap, split and join lines, as sort, uniq, tac and paste do.',
  ua: 'Browser, engine, OS, device and bot of a user-agent string or a log column of them.',
  lorem: 'Lorem ipsum placeholder words, sentences or paragraphs, reproducible with a seed.',
  cidr: 'IPv4/IPv6 subnets: range, netmask, wildcard and hosts of a CIDR; split, summarize, contains.',
  'http-status': "What an HTTP status code means, from IANA's registry, with its RFC section.",
  mime: 'The media type of a file name or extension, or what a type is, with its RFC.',
  jq: 'Run a jq filter (jq itself, in WebAssembly) on a JSON document: each output a line, or --json.',
  jsonpath: 'Run a JSONPath query (RFC 9535) on a JSON document: each match with its normalized path.',
  keys: 'RSA and EC key pairs: generate, convert between PEM and JWK, fingerprint (JWK thumbprint, SPKI SHA-256).',
  compose:
    'Turn docker run lines into a Compose file, a service each, naming the flags Compose cannot express.',
  xml: 'Format, minify or validate XML as xmllint does, convert it to JSON and back, or query it with XPath.',
  'data-uri':
    'Turn a file into a base64 data: URI with its MIME type sniffed, or a data: URI back into its bytes.',
};
