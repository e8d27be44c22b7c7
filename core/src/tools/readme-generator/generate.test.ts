import fc from 'fast-check';
import { Marked, type Token, type Tokens } from 'marked';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../markdown/render';
import { generateReadme, readmeSectionTitles } from './generate';
import { BADGES, README_DEFAULTS, type ReadmeInput } from './options';

type Node = { nodeName: string; childNodes?: Node[]; value?: string };
const textOf = (node: Node): string => node.value ?? (node.childNodes ?? []).map(textOf).join('');

const lexer = new Marked({ gfm: true });

/** Every token, depth first, as marked reads the README. */
function tokens(markdown: string): Token[] {
  const all: Token[] = [];
  const walk = (list: Token[]) => {
    for (const token of list) {
      all.push(token);
      if ('tokens' in token && token.tokens) walk(token.tokens);
      if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens);
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      }
    }
  };
  walk(lexer.lexer(markdown));
  return all;
}

const headings = (markdown: string) =>
  tokens(markdown)
    .filter((t): t is Tokens.Heading => t.type === 'heading')
    .map((t) => `${'#'.repeat(t.depth)} ${t.text}`);

const input = (change: Partial<ReadmeInput> = {}): ReadmeInput => ({
  ...README_DEFAULTS,
  repository: 'acme/rocket',
  ...change,
});

describe('generateReadme', () => {
  it.each([
    ['basic', ['Features', 'Installation', 'Usage']],
    [
      'react',
      ['Features', 'Prerequisites', 'Installation', 'Usage', 'Available Scripts', 'Project Structure'],
    ],
    [
      'api',
      [
        'Features',
        'Prerequisites',
        'Installation',
        'Configuration',
        'Usage',
        'API Endpoints',
        'Error Responses',
        'Testing',
      ],
    ],
  ] as const)('the %s template has the sections its kind of project needs', (template, own) => {
    const readme = generateReadme(input({ template }));
    const sections = [...own, 'Contributing', 'License', 'Author'];
    expect(headings(readme)).toEqual([
      '# My Awesome Project',
      '## Table of Contents',
      ...sections.map((s) => `## ${s}`),
    ]);
    const links = tokens(readme).filter((t): t is Tokens.Link => t.type === 'link');
    for (const section of sections) {
      expect(links.map((l) => l.href)).toContain(`#${section.toLowerCase().replace(/ /g, '-')}`);
    }
    const code = tokens(readme)
      .filter((t): t is Tokens.Code => t.type === 'code')
      .map((t) => t.text);
    expect(code.some((c) => c.startsWith('git clone https://github.com/acme/rocket.git\ncd rocket'))).toBe(
      true,
    );
  });

  it('writes the picked sections in the picked order, with a table of contents that links to them', () => {
    expect(readmeSectionTitles(input({ template: 'basic' }))).toEqual([
      'Features',
      'Installation',
      'Usage',
      'Contributing',
      'License',
      'Author',
    ]);
    const readme = generateReadme(
      input({ template: 'react', sections: ['usage', 'License', 'Available Scripts', 'Not A Section'] }),
    );
    expect(headings(readme)).toEqual([
      '# My Awesome Project',
      '## Table of Contents',
      '## Usage',
      '## License',
      '## Available Scripts',
    ]);
    const html = markdownToHtml(readme);
    for (const id of ['usage', 'license', 'available-scripts']) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toMatch(new RegExp(`<h2[^>]*id="${id}"`));
    }
    // None picked: title, badges and description only, and no empty table of contents.
    expect(headings(generateReadme(input({ sections: [] })))).toEqual(['# My Awesome Project']);
  });

  it('lists API endpoints and React scripts as tables', () => {
    const api = tokens(generateReadme(input({ template: 'api' }))).filter(
      (t): t is Tokens.Table => t.type === 'table',
    );
    expect(api.map((t) => t.header.map((h) => h.text))).toContainEqual(['Method', 'Endpoint', 'Description']);
    const react = tokens(generateReadme(input({ template: 'react' }))).find(
      (t): t is Tokens.Table => t.type === 'table',
    );
    expect(react?.rows.map((row) => row[0]?.text)).toContain('`npm run dev`');
  });

  it('builds every badge from shields.io with the chosen style', () => {
    const readme = generateReadme(
      input({ badges: BADGES, badgeStyle: 'for-the-badge', license: 'Apache-2.0', version: '2.0.0-beta_1' }),
    );
    const images = tokens(readme).filter((t): t is Tokens.Image => t.type === 'image');
    expect(images.map((i) => i.text)).toEqual([
      'License',
      'Version',
      'Build Status',
      'Coverage',
      'Downloads',
      'GitHub Stars',
      'Forks',
      'Issues',
    ]);
    for (const image of images) {
      const url = new URL(image.href);
      expect(url.host).toBe('img.shields.io');
      expect(url.searchParams.get('style')).toBe('for-the-badge');
    }
    expect(images.map((i) => new URL(i.href).pathname)).toEqual([
      '/badge/license-Apache--2.0-blue',
      '/badge/version-2.0.0--beta__1-green',
      '/github/actions/workflow/status/acme/rocket/ci.yml',
      '/codecov/c/github/acme/rocket',
      '/github/downloads/acme/rocket/total',
      '/github/stars/acme/rocket',
      '/github/forks/acme/rocket',
      '/github/issues/acme/rocket',
    ]);
    const badgeLinks = tokens(readme).filter(
      (t): t is Tokens.Link => t.type === 'link' && t.tokens?.[0]?.type === 'image',
    );
    expect(badgeLinks.map((l) => l.href)).toContain('https://github.com/acme/rocket/stargazers');
  });

  it('skips GitHub badges without a repository and checks the repository', () => {
    const readme = generateReadme(input({ repository: '', badges: BADGES }));
    expect(
      tokens(readme)
        .filter((t) => t.type === 'image')
        .map((t) => (t as Tokens.Image).text),
    ).toEqual(['License', 'Version']);
    expect(readme).not.toContain('git clone');
    expect(() => generateReadme(input({ repository: 'not a repo' }))).toThrow(
      'Repository should be owner/repo',
    );
  });

  it.each([
    '# Heading <script>alert(1)</script>',
    '[click](javascript:alert(1))',
    '<img src=x onerror=alert(1)>',
    '**bold** | pipe `code`',
    '<!-- --><svg onload=alert(1)>',
  ])('keeps %j as plain text in every field', (hostile) => {
    const readme = generateReadme(
      input({
        projectName: hostile,
        description: hostile,
        author: hostile,
        license: hostile,
        version: hostile,
      }),
    );
    const all = tokens(readme);
    expect(all.filter((t) => t.type === 'html')).toEqual([]);
    expect(
      all
        .filter((t) => t.type === 'link')
        .map((t) => (t as Tokens.Link).href)
        .filter((href) => !/^(#|https:|LICENSE$)/.test(href)),
    ).toEqual([]);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markdownToHtml(readme))?.[1] ?? '';
    expect(textOf(parseFragment(h1) as Node)).toBe(hostile);
    expect(all.filter((t): t is Tokens.Heading => t.type === 'heading' && t.depth === 1)).toHaveLength(1);
  });

  it('never throws and always has one title for any name and description', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 80 }), (projectName, description) => {
        const readme = generateReadme(input({ projectName, description }));
        expect(
          tokens(readme).filter((t) => t.type === 'heading' && (t as Tokens.Heading).depth === 1),
        ).toHaveLength(1);
        expect(tokens(readme).filter((t) => t.type === 'html')).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("a package's scripts table", () => {
  it.each([
    ['a backquoted substitution', 'echo `git rev-parse HEAD` > VERSION'],
    ['a pipe and a double backtick', 'a || b ``c``'],
    ['a script that starts and ends with a backtick', '`date`'],
  ])('shows %s as written, read back by a Markdown parser', (_, script) => {
    const readme = generateReadme(input({ package: { name: 'ada', scripts: { build: script }, bin: [] } }));
    const table = tokens(readme).find((t): t is Tokens.Table => t.type === 'table');
    const cell = table?.rows[0]?.[1]?.tokens;
    expect(cell).toHaveLength(1);
    expect(cell?.[0]).toMatchObject({ type: 'codespan', text: script });
  });
});
