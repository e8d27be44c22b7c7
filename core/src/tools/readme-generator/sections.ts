/** One `##` section of a README. */
export interface Section {
  title: string;
  body: string;
}

export const fence = (lang: string, lines: readonly string[]) =>
  [`\`\`\`${lang}`, ...lines, '```'].join('\n');

export function installSection(clone: string[], install: string[]): Section {
  return { title: 'Installation', body: fence('bash', [...clone, ...install]) };
}

export const REACT_SCRIPTS: readonly (readonly [string, string])[] = [
  ['npm run dev', 'Start the development server with hot reload'],
  ['npm run build', 'Build for production into `dist/`'],
  ['npm run preview', 'Serve the production build locally'],
  ['npm test', 'Run the test suite'],
  ['npm run lint', 'Lint the source'],
];

export const API_ENDPOINTS: readonly (readonly [string, string, string])[] = [
  ['GET', '/api/health', 'Health check'],
  ['GET', '/api/items', 'List items (supports `?page=` and `?limit=`)'],
  ['GET', '/api/items/:id', 'Get one item'],
  ['POST', '/api/items', 'Create an item'],
  ['PUT', '/api/items/:id', 'Update an item'],
  ['DELETE', '/api/items/:id', 'Delete an item'],
];

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function contributingSection(issuesUrl: string | null): Section {
  return {
    title: 'Contributing',
    body: [
      'Contributions are welcome!',
      '',
      '1. Fork the repository',
      '2. Create a feature branch (`git checkout -b feature/amazing-feature`)',
      '3. Commit your changes (`git commit -m "feat: add amazing feature"`)',
      '4. Push the branch (`git push origin feature/amazing-feature`)',
      '5. Open a pull request',
      ...(issuesUrl ? ['', `Found a bug or have an idea? [Open an issue](${issuesUrl}).`] : []),
    ].join('\n'),
  };
}
