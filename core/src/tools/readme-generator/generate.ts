import { escapeMarkdown } from '../../markdown/escape';
import { fileSlug } from '../../text/slug';
import { badgeLinks, badgeMarkdown } from './badges';
import { customSectionProblems } from './custom-sections';
import type { PackageFacts, ReadmeInput } from './options';
import { parseRepository, type Repository } from './repository';
import {
  API_ENDPOINTS,
  contributingSection,
  fence,
  installSection,
  REACT_SCRIPTS,
  type Section,
  table,
} from './sections';

/** A folder/package-style name for commands: lowercase, hyphens, safe in a shell. */
function folderName(input: ReadmeInput, repo: Repository | null): string {
  if (repo) return repo.name;
  return fileSlug(input.projectName, 'my-project');
}

function clone(repo: Repository | null, folder: string): string[] {
  return repo
    ? [`git clone https://github.com/${repo.owner}/${repo.name}.git`, `cd ${folder}`]
    : [`cd ${folder}`];
}

/**
 * Text as one code span in a table cell, read back as written (CommonMark §6.1): fenced by one backtick more than
 * its longest run of them, with a space inside when it begins or ends with one (a backquoted command stays one);
 * `|` escaped for the table.
 */
function code(text: string): string {
  const ticks = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = /^[` ]|[` ]$/.test(text) ? ' ' : '';
  return `${ticks}${pad}${text.replace(/\|/g, '\\|')}${pad}${ticks}`;
}

/** Sections from the package's real name, `bin` and `scripts`: nothing a reader would have to fill in. */
function packageSections(pkg: PackageFacts, repo: Repository | null, folder: string): Section[] {
  const sections: Section[] = [];
  const global = pkg.bin.length > 0;
  if (pkg.name) {
    sections.push({
      title: 'Installation',
      body: `\`\`\`bash\nnpm install ${global ? '--global ' : ''}${pkg.name}\n\`\`\``,
    });
  }
  if (global) {
    sections.push({
      title: 'Usage',
      body: `\`\`\`bash\n${pkg.bin.map((bin) => `${bin} --help`).join('\n')}\n\`\`\``,
    });
  }
  const scripts = Object.entries(pkg.scripts);
  const steps = fence('bash', [...clone(repo, folder), 'npm install']);
  sections.push({
    title: 'Development',
    body:
      scripts.length === 0
        ? steps
        : `${steps}\n\n${table(
            ['Command', 'Runs'],
            scripts.map(([name, command]) => [
              code(name === 'test' || name === 'start' ? `npm ${name}` : `npm run ${name}`),
              code(command),
            ]),
          )}`,
  });
  return sections;
}

function templateSections(input: ReadmeInput, repo: Repository | null): Section[] {
  const folder = folderName(input, repo);
  // The basic template's sections are placeholders; a package.json's real scripts and bin replace them.
  if (input.package && input.template === 'basic') return packageSections(input.package, repo, folder);
  if (input.template === 'react') {
    return [
      {
        title: 'Features',
        body: '- ⚛️ React with TypeScript\n- ⚡ Vite dev server and production build\n- 🧪 Tests with Vitest and Testing Library\n- 🎨 Styling ready to customise',
      },
      { title: 'Prerequisites', body: '- Node.js 20 or later\n- npm (or pnpm / yarn)' },
      installSection(clone(repo, folder), ['npm install']),
      {
        title: 'Usage',
        body: 'Start the development server and open http://localhost:5173:\n\n```bash\nnpm run dev\n```',
      },
      {
        title: 'Available Scripts',
        body: table(
          ['Command', 'Description'],
          REACT_SCRIPTS.map(([c, d]) => [`\`${c}\``, d]),
        ),
      },
      {
        title: 'Project Structure',
        body: '```text\nsrc/\n├── components/   reusable UI components\n├── hooks/        custom React hooks\n├── pages/        route components\n├── App.tsx\n└── main.tsx\n```',
      },
    ];
  }
  if (input.template === 'api') {
    return [
      {
        title: 'Features',
        body: '- RESTful JSON endpoints\n- Request validation with clear error responses\n- Token authentication\n- Environment-based configuration',
      },
      { title: 'Prerequisites', body: '- Node.js 20 or later\n- A database reachable from `DATABASE_URL`' },
      installSection(clone(repo, folder), ['npm install', 'cp .env.example .env']),
      {
        title: 'Configuration',
        body: table(
          ['Variable', 'Description', 'Default'],
          [
            ['`PORT`', 'Port the server listens on', '`3000`'],
            ['`DATABASE_URL`', 'Database connection string', '—'],
            ['`API_KEY`', 'Key clients send in `Authorization: Bearer …`', '—'],
          ],
        ),
      },
      {
        title: 'Usage',
        body: '```bash\nnpm run dev    # development, restarts on change\nnpm start      # production\n```\n\n```bash\ncurl -H "Authorization: Bearer $API_KEY" http://localhost:3000/api/items\n```',
      },
      {
        title: 'API Endpoints',
        body: table(
          ['Method', 'Endpoint', 'Description'],
          API_ENDPOINTS.map(([m, e, d]) => [`\`${m}\``, `\`${e}\``, d]),
        ),
      },
      {
        title: 'Error Responses',
        body: 'Errors use HTTP status codes and a JSON body:\n\n```json\n{ "error": { "code": "not_found", "message": "Item not found" } }\n```',
      },
      { title: 'Testing', body: '```bash\nnpm test\n```' },
    ];
  }
  return [
    { title: 'Features', body: '- Feature one\n- Feature two\n- Feature three' },
    installSection(clone(repo, folder), ['npm install']),
    { title: 'Usage', body: '```bash\nnpm start\n```' },
  ];
}

/**
 * Every section the input's template can write, in the template's order, then the custom sections that can be
 * written (titled, and no other section's title): what the section picker offers.
 */
function availableSections(input: ReadmeInput, repo: Repository | null): Section[] {
  const own = builtInSections(input, repo);
  const custom = input.customSections ?? [];
  const problems = customSectionProblems(
    custom,
    own.map((section) => section.title),
  );
  return [
    ...own,
    ...custom.flatMap((section, index) =>
      problems[index] === null ? [{ title: section.title.trim(), body: section.body.trim() }] : [],
    ),
  ];
}

/** Why each custom section cannot be written, or null (see customSectionProblems). */
export function readmeCustomSectionProblems(input: ReadmeInput): (string | null)[] {
  const titles = builtInSections(input, null).map((section) => section.title);
  return customSectionProblems(input.customSections ?? [], titles);
}

function builtInSections(input: ReadmeInput, repo: Repository | null): Section[] {
  const issues = repo ? `https://github.com/${repo.owner}/${repo.name}/issues` : null;
  const license = input.license.trim();
  const author = input.author.trim();
  return [
    ...templateSections(input, repo),
    contributingSection(issues),
    ...(license
      ? [
          {
            title: 'License',
            body: `This project is licensed under the ${escapeMarkdown(license, { atLineStart: false })} License. See [LICENSE](LICENSE) for details.`,
          },
        ]
      : []),
    ...(author
      ? [
          {
            title: 'Author',
            body: `**${escapeMarkdown(author, { atLineStart: false })}**${repo ? ` ([@${repo.owner}](https://github.com/${repo.owner}))` : ''}`,
          },
        ]
      : []),
  ];
}

/** The titles of the sections the input's template can write, in its order. */
export function readmeSectionTitles(input: ReadmeInput): string[] {
  // The titles do not depend on the repository (only the bodies do): a repository still being typed is no error here.
  return availableSections(input, null).map((section) => section.title);
}

/** The chosen sections in the chosen order (titles compared case-insensitively); all of them when none are chosen. */
function chosenSections(all: Section[], chosen: ReadmeInput['sections']): Section[] {
  if (!chosen) return all;
  const byTitle = new Map(all.map((section) => [section.title.toLowerCase(), section]));
  const picked = chosen.flatMap((title) => byTitle.get(String(title).toLowerCase()) ?? []);
  return [...new Set(picked)];
}

/**
 * A README a maintainer would keep: title, badges, description, table of contents, the sections the template's
 * kind of project needs, contributing, licence and author (or the ones picked, in the order picked). Field values
 * are escaped for Markdown.
 */
export function generateReadme(input: ReadmeInput): string {
  const repo = parseRepository(input.repository);
  const sections = chosenSections(availableSections(input, repo), input.sections);
  const badges = badgeMarkdown(badgeLinks(input.badges, input.badgeStyle, input, repo));
  const anchor = (title: string) =>
    title
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-');
  // A custom title is typed text; the template's have nothing to escape.
  const heading = (title: string) => escapeMarkdown(title, { atLineStart: false });
  const version = input.version.trim();
  return `${[
    `# ${escapeMarkdown(input.projectName.trim() || 'Untitled Project')}`,
    ...(badges ? [badges] : []),
    ...(input.description.trim() ? [escapeMarkdown(input.description.trim())] : []),
    ...(version ? [`**Version:** ${escapeMarkdown(version, { atLineStart: false })}`] : []),
    ...(sections.length > 0
      ? [
          `## Table of Contents\n\n${sections.map((s) => `- [${heading(s.title)}](#${anchor(s.title)})`).join('\n')}`,
        ]
      : []),
    ...sections.map((section) => `## ${heading(section.title)}${section.body ? `\n\n${section.body}` : ''}`),
  ].join('\n\n')}\n`;
}
