import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PACKAGE_JSON_MAX_BYTES, PACKAGE_JSON_TOO_LARGE } from '@toolbox/core/tools/readme-generator';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import ReadmeGeneratorPage from './readme-generator-page';

afterEach(() => vi.restoreAllMocks());

const page = () => renderPage(ReadmeGeneratorPage);

describe('README Generator page', () => {
  it('keeps the form over a reload', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Kept Project' } });
    first.unmount();
    page();
    expect(screen.getByLabelText('Project Name')).toHaveProperty('value', 'Kept Project');
  });

  it('starts with the spec defaults and the empty state', () => {
    page();
    expect(screen.getByLabelText('Template')).toHaveProperty('value', 'basic');
    expect(screen.getByLabelText('Project Name')).toHaveProperty('value', 'My Awesome Project');
    expect(screen.getByLabelText('Author')).toHaveProperty('value', 'Your Name');
    expect(screen.getByRole('textbox', { name: 'License' })).toHaveProperty('value', 'MIT');
    expect(screen.getByRole('textbox', { name: 'Version' })).toHaveProperty('value', '1.0.0');
    expect(screen.getByLabelText('Repository').getAttribute('placeholder')).toBe('username/repo-name');
    const badges = within(screen.getByRole('group', { name: 'Badges' })).getAllByRole('checkbox');
    const checked = badges.filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => box.parentElement?.textContent)).toEqual(['License', 'Version']);
    expect(badges).toHaveLength(8);
    expect(screen.getByText('Fill in your project details and generate a README.')).toBeTruthy();
  });

  it('generates a README whose sanitized preview runs nothing', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    page();
    fireEvent.change(screen.getByLabelText('Project Name'), {
      target: { value: 'Rocket <img src=x onerror="window.pwned=1">' },
    });
    await user.click(screen.getByRole('button', { name: /Generate README/ }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('README Generated', {
        description: 'Your README file has been generated successfully.',
      }),
    );
    const raw = screen.getByRole('region', { name: 'README source' }).textContent ?? '';
    expect(raw.split('\n')[0]).toBe('# Rocket \\<img src=x onerror="window.pwned=1"\\>');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'README preview' });
    expect(preview.querySelector('h1')?.textContent).toBe('Rocket <img src=x onerror="window.pwned=1">');
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(preview.querySelectorAll('img')).toHaveLength(2);
  });

  it('says the README is out of date once the form changes after Generate, until Generate runs again', async () => {
    const user = userEvent.setup();
    page();
    const note = () => screen.getByText(/The form has changed since this was made/, { exact: false });
    await user.click(screen.getByRole('button', { name: /Generate README/ }));
    await screen.findByRole('region', { name: 'README source' });
    expect(screen.queryByText(/The form has changed/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Rocket' } });
    expect(note().textContent).toMatch(/Generate README \((Ctrl\+|⌘)Enter\) to bring it up to date\.$/);
    expect(note().getAttribute('role')).toBe('status');
    // Back to what the README was made from: up to date again.
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'My Awesome Project' } });
    expect(screen.queryByText(/The form has changed/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Rocket' } });
    await user.click(screen.getByRole('button', { name: /Generate README/ }));
    await waitFor(() => expect(screen.queryByText(/The form has changed/)).toBeNull());
    expect(screen.getByRole('region', { name: 'README source' }).textContent).toMatch(/^# Rocket/);
  });

  it('picks and orders the sections, and the README follows', async () => {
    const user = userEvent.setup();
    renderPage(ReadmeGeneratorPage);
    const sections = () =>
      within(screen.getByRole('list', { name: 'README sections' }))
        .getAllByRole('checkbox')
        .map((box) => `${(box as HTMLInputElement).checked ? '+' : '-'}${box.closest('label')?.textContent}`);
    expect(sections()).toEqual([
      '+Section Features',
      '+Section Installation',
      '+Section Usage',
      '+Section Contributing',
      '+Section License',
      '+Section Author',
    ]);
    await user.click(screen.getByLabelText('Section Features'));
    await user.click(screen.getByRole('button', { name: 'Move Usage up' }));
    expect(sections()).toEqual([
      '+Section Usage',
      '+Section Installation',
      '+Section Contributing',
      '+Section License',
      '+Section Author',
      '-Section Features',
    ]);
    await user.click(screen.getByRole('button', { name: /Generate README/ }));
    const raw = screen.getByRole('region', { name: 'README source' }).textContent ?? '';
    expect([...raw.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
      'Table of Contents',
      'Usage',
      'Installation',
      'Contributing',
      'License',
      'Author',
    ]);
  });

  // auth0/node-jsonwebtoken's package.json at bc28861f (2023-08-30), cut to the fields the README reads and one it ignores.
  const JSONWEBTOKEN = JSON.stringify({
    name: 'jsonwebtoken',
    version: '9.0.2',
    description: 'JSON Web Token implementation (symmetric and asymmetric)',
    main: 'index.js',
    scripts: {
      lint: 'eslint .',
      coverage: 'nyc mocha --use_strict',
      test: 'npm run lint && npm run coverage && cost-of-modules',
    },
    repository: { type: 'git', url: 'https://github.com/auth0/node-jsonwebtoken' },
    author: 'auth0',
    license: 'MIT',
    nyc: { 'check-coverage': true },
  });

  const imported = () => screen.getByRole('status', { name: 'package.json import' }).textContent;
  const value = (label: string) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;

  it('a pasted package.json fills the fields and its scripts reach the README; the template and badges stay', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('checkbox', { name: 'GitHub Stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Or paste package.json' }), {
      target: { value: JSONWEBTOKEN },
    });
    await user.click(screen.getByRole('button', { name: 'Import pasted package.json' }));
    expect(value('Project Name')).toBe('jsonwebtoken');
    expect(value('Description')).toBe('JSON Web Token implementation (symmetric and asymmetric)');
    expect(value('Author')).toBe('auth0');
    expect(value('License')).toBe('MIT');
    expect(value('Version')).toBe('9.0.2');
    expect(value('Repository')).toBe('auth0/node-jsonwebtoken');
    expect(screen.getByRole('checkbox', { name: 'GitHub Stars' })).toHaveProperty('checked', true);
    expect(imported()).toBe('Filled from the pasted package.json, with its scripts: lint, coverage, test.');
    await user.click(screen.getByRole('button', { name: /Generate README/ }));
    const raw = screen.getByRole('region', { name: 'README source' }).textContent ?? '';
    expect(raw).toContain('npm install jsonwebtoken');
    expect(raw).toContain('npm run coverage');
    expect(raw).toContain('https://img.shields.io/github/stars/auth0/node-jsonwebtoken');
  });

  it('an imported package.json’s scripts are kept over a reload, so the README still lists them', async () => {
    const user = userEvent.setup();
    const first = page();
    fireEvent.change(screen.getByRole('textbox', { name: 'Or paste package.json' }), {
      target: { value: JSONWEBTOKEN },
    });
    await user.click(screen.getByRole('button', { name: 'Import pasted package.json' }));
    first.unmount();
    page();
    await user.click(screen.getByRole('button', { name: /Generate README/ }));
    const raw = screen.getByRole('region', { name: 'README source' }).textContent ?? '';
    expect(raw).toContain('| `npm run coverage` | `nyc mocha --use_strict` |');
    expect(raw).toContain('npm install jsonwebtoken');
  });

  it('a custom section is added, written, moved like the others and kept over a reload', async () => {
    const user = userEvent.setup();
    const first = page();
    await user.click(screen.getByLabelText('Section Usage'));
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    const title = screen.getByRole('textbox', { name: 'Custom section 1 title' });
    expect(title).toHaveProperty('value', 'New Section');
    fireEvent.change(title, { target: { value: 'FAQ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom section 1 body (Markdown)' }), {
      target: { value: '**Does it run offline?** Yes.' },
    });
    await user.click(screen.getByRole('button', { name: 'Move FAQ up' }));
    first.unmount();
    page();
    expect(screen.getByRole('textbox', { name: 'Custom section 1 title' })).toHaveProperty('value', 'FAQ');
    await user.click(screen.getByRole('button', { name: /Generate README/ }));
    const raw = screen.getByRole('region', { name: 'README source' }).textContent ?? '';
    expect([...raw.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
      'Table of Contents',
      'Features',
      'Installation',
      'Contributing',
      'License',
      'FAQ',
      'Author',
    ]);
    expect(raw).toContain('## FAQ\n\n**Does it run offline?** Yes.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom section 1 title' }), {
      target: { value: 'Usage' },
    });
    expect(
      screen.getByText('The README already has a section called "Usage"; give this one another title.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove custom section 1' }));
    expect(screen.queryByRole('textbox', { name: 'Custom section 1 title' })).toBeNull();
  });

  it('an opened package.json file fills the fields too', async () => {
    const user = userEvent.setup();
    const { container } = page();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([JSONWEBTOKEN], 'package.json', { type: 'application/json' }));
    await waitFor(() => expect(value('Project Name')).toBe('jsonwebtoken'));
    expect(imported()).toMatch(/^Filled from package\.json, with its scripts/);
  });

  it.each([
    ['not JSON', '{"name": "half', 'package.json is not valid JSON.'],
    ['JSON that is no manifest', '{"compilerOptions": {"strict": true}}', 'This JSON is not a package.json'],
    ['a JSON array', '["jsonwebtoken"]', 'package.json should hold a JSON object.'],
  ])('%s: a field error, and what was typed stays', async (_, text, message) => {
    const user = userEvent.setup();
    page();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Typed Project' } });
    const paste = screen.getByRole('textbox', { name: 'Or paste package.json' });
    fireEvent.change(paste, { target: { value: text } });
    await user.click(screen.getByRole('button', { name: 'Import pasted package.json' }));
    expect(paste.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(paste.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain(message);
    expect(imported()).toBe('Nothing imported; the form is as it was.');
    expect(value('Project Name')).toBe('Typed Project');
    expect(value('Or paste package.json')).toBe(text);
  });

  it('a package.json that is not UTF-8 is refused with a field error, not read with U+FFFD', async () => {
    const user = userEvent.setup();
    const { container } = page();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const latin1 = Buffer.from('{"name": "caf\u00e9", "description": "x"}', 'latin1');
    await user.upload(input, new File([latin1], 'package.json'));
    await screen.findByText(
      'package.json is not UTF-8 text (byte 0xE9 at offset 13): save it as UTF-8 and open it again.',
    );
    expect(value('Project Name')).toBe('My Awesome Project');
  });

  it('a file over 1 MB is refused unread, with a field error', async () => {
    const user = userEvent.setup();
    const { container } = page();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const huge = new File(
      [JSON.stringify({ name: 'big', description: 'x'.repeat(PACKAGE_JSON_MAX_BYTES) })],
      'package.json',
    );
    await user.upload(input, huge);
    await screen.findByText(PACKAGE_JSON_TOO_LARGE);
    expect(value('Project Name')).toBe('My Awesome Project');
  });

  it('shows a bad repository as a destructive toast', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(screen.getByLabelText('Repository'), { target: { value: 'not a repo' } });
    await user.click(screen.getByRole('button', { name: /Generate README/ }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Invalid Repository', {
        description: 'Repository should be owner/repo (like username/repo-name), not "not a repo".',
      }),
    );
  });
});
