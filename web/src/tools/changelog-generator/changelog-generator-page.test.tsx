import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import { renderPage } from '../../testing/render-page';
import ChangelogGeneratorPage from './changelog-generator-page';

const page = () => renderPage(ChangelogGeneratorPage);

describe('Changelog Generator page', () => {
  it('keeps the project and its entries over a reload', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Kept Project' } });
    fireEvent.change(screen.getByLabelText('Version Bump Type'), { target: { value: 'major' } });
    fireEvent.change(screen.getByLabelText('Change entry 1'), { target: { value: 'Added dark mode' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    fireEvent.change(screen.getByLabelText('Change entry 2'), { target: { value: 'Fixed login' } });
    first.unmount();
    page();
    expect(screen.getByLabelText('Project Name')).toHaveProperty('value', 'Kept Project');
    expect(screen.getByLabelText('Version Bump Type')).toHaveProperty('value', 'major');
    expect(screen.getByLabelText('Change entry 1')).toHaveProperty('value', 'Added dark mode');
    expect(screen.getByLabelText('Change entry 2')).toHaveProperty('value', 'Fixed login');
  });

  it('drops stored entries of another shape and keeps one empty entry', () => {
    localStorage.setItem(
      storageKey('changelog-generator', 'form'),
      JSON.stringify({ entries: [1, null, { id: 'x' }] }),
    );
    page();
    expect(screen.getByLabelText('Change entry 1')).toHaveProperty('value', '');
    expect(screen.queryByLabelText('Change entry 2')).toBeNull();
  });

  it('writes Conventional Commits entries without their prefix, breaking first, in the style chosen', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Change entry 1'), {
      target: { value: 'fix(cli): handle empty input' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    fireEvent.change(screen.getByLabelText('Change entry 2'), { target: { value: 'feat!: drop Node 18' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Changelog/ }));
    const markdown = await screen.findByRole('region', { name: 'Keep a Changelog Format' });
    const text = markdown.textContent ?? '';
    expect(text).toContain('### BREAKING CHANGES\n\n- drop Node 18');
    expect(text).toContain('### Added\n\n- **BREAKING** drop Node 18');
    expect(text).toContain('### Fixed\n\n- **cli:** handle empty input');
    expect(text).not.toMatch(/(feat!|fix\(cli\)):/);
    expect(text.indexOf('BREAKING CHANGES')).toBeLessThan(text.indexOf('### Added'));

    // The Formats card's styles are a choice, and the output follows it without another Generate.
    const formats = screen.getByRole('group', { name: 'Changelog style' });
    fireEvent.click(within(formats).getByRole('radio', { name: /GitHub release notes/ }));
    const github = screen.getByRole('region', { name: 'GitHub release notes Format' }).textContent ?? '';
    expect(github).toMatch(/^## What's Changed\n\n### ⚠️ Breaking Changes\n\n\* drop Node 18\n/);
    fireEvent.click(within(formats).getByRole('radio', { name: /Angular/ }));
    const angular = screen.getByRole('region', { name: 'Angular Format' }).textContent ?? '';
    expect(angular).toMatch(/^# 1\.1\.0 \(\d{4}-\d{2}-\d{2}\)\n\n\n### BREAKING CHANGES\n\n\* drop Node 18/);
    expect(angular).toContain('### Bug Fixes\n\n* **cli:** handle empty input');
  });

  it("groups test, docs, ci and path entries as git-cliff's default does, and says what it left out (issue 82)", async () => {
    page();
    const entries = [
      'test(fixture): add test fixture for skipped contributors (#1481)',
      'docs(travis): recommend to use the `deploy` step instead of `script`',
      'go.mod: remove exclude rules',
      'chore(deps): bump fumadocs-mdx from 15.0.8 to 15.0.9 in the npm-major group (#5364)',
    ];
    entries.forEach((entry, index) => {
      if (index > 0) fireEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
      fireEvent.change(screen.getByLabelText(`Change entry ${index + 1}`), { target: { value: entry } });
    });
    fireEvent.click(screen.getByRole('button', { name: /Generate Changelog/ }));
    const text = (await screen.findByRole('region', { name: 'Keep a Changelog Format' })).textContent ?? '';
    expect(text).toContain('### Documentation\n\n- **travis:** recommend');
    expect(text).toContain('### Testing\n\n- **fixture:** add test fixture');
    expect(text).toContain('### Other\n\n- go.mod: remove exclude rules');
    expect(text).not.toContain('### Changed');
    expect(text).not.toContain('fumadocs');
    expect(screen.getByTestId('changelog-skipped').textContent).toBe(
      "1 entry left out, as git-cliff's default config leaves them out: chore(release): prepare for…, chore(deps…), chore(pr), chore(pull): chore(deps): bump fumadocs-mdx from 15.0.8 to 15.0.9 in the npm-major group (#5364)",
    );
  });

  it('promises no git history: the page explains toolbox changelog for that', () => {
    page();
    expect(document.body.textContent).not.toMatch(/your git history/i);
    expect(screen.getByText(/reads the Conventional\s+Commits since the last release tag/)).toBeTruthy();
  });

  it('shows the release plan of a pasted git log, per package, as toolbox release --dry-run does', () => {
    page();
    const log = [
      'commit 3333333333333333333333333333333333333333 (HEAD -> main)',
      'Author: Ada <ada@example.com>',
      'Date:   Mon Mar 9 12:00:00 2026 +0000',
      '',
      '    feat(ui)!: new theme api',
      '',
      'packages/ui/theme.ts',
      '',
      'commit 2222222222222222222222222222222222222222',
      'Author: Ada <ada@example.com>',
      'Date:   Mon Mar 9 11:00:00 2026 +0000',
      '',
      '    fix(core): empty input',
      '',
      'packages/core/parse.ts',
      '',
      'commit 1111111111111111111111111111111111111111 (tag: @acme/ui@1.4.0, tag: @acme/core@0.3.1)',
      'Author: Ada <ada@example.com>',
      'Date:   Mon Mar 9 10:00:00 2026 +0000',
      '',
      '    chore(release): publish',
      '',
      'packages/ui/package.json',
    ].join('\n');
    fireEvent.change(screen.getByLabelText('Git Log'), { target: { value: log } });
    fireEvent.change(screen.getByLabelText('Packages'), {
      target: { value: '@acme/ui packages/ui\n@acme/core packages/core\n@acme/docs docs' },
    });
    const table = screen.getByRole('table', { name: 'Release plan' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Package', 'Current', 'Next', 'Why'],
      ['@acme/ui', '1.4.0', '2.0.0', 'major: 1 breaking'],
      ['@acme/core', '0.3.1', '0.3.2', 'patch: 1 fix'],
    ]);

    fireEvent.change(screen.getByLabelText('Packages'), { target: { value: 'a b c d' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Package line 1: write "name folder \[version\]"/);
  });

  it('splits a pasted git log into one entry per line, and shows the bump with the version it makes', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Version Bump Type'), { target: { value: 'patch' } });
    const log = 'fix(auth): refresh the token\nfeat: export as CSV\n\n- docs: typo in the README';
    fireEvent.paste(screen.getByLabelText('Change entry 1'), { clipboardData: { getData: () => log } });
    expect(
      screen.getAllByLabelText(/^Change entry \d+$/).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['fix(auth): refresh the token', 'feat: export as CSV', 'docs: typo in the README']);
    const bump = screen.getByLabelText('Version Bump Type') as HTMLSelectElement;
    expect(Array.from(bump.options, (o) => o.textContent)).toEqual([
      'Patch (1.0.1)',
      'Minor (1.1.0)',
      'Major (2.0.0)',
    ]);
    // A feature among the entries: the page says it calls for a minor, and one click takes it.
    expect(screen.getByText(/Your entries call for a minor release \(1\.1\.0\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use Minor' }));
    expect(bump.value).toBe('minor');
    expect(screen.queryByRole('button', { name: 'Use Minor' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Generate Changelog/ }));
    expect((await screen.findByRole('region', { name: 'Keep a Changelog Format' })).textContent).toContain(
      '## [1.1.0]',
    );
  });
});
