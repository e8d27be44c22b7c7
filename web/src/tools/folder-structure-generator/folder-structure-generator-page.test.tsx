import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memorySink } from '@toolbox/core/testing';
import { generateStructure } from '@toolbox/core/tools/folder-structure-generator';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformPortsProvider } from '../../platform/platform-ports';
import FolderStructureGeneratorPage from './folder-structure-generator-page';

const page = (downloads = memorySink()) =>
  render(
    <MemoryRouter>
      <PlatformPortsProvider ports={{ downloads }}>
        <FolderStructureGeneratorPage />
      </PlatformPortsProvider>
      <Toaster />
    </MemoryRouter>,
  );

function walk(root: string, prefix = ''): string[] {
  return readdirSync(root).flatMap((name) =>
    statSync(join(root, name)).isDirectory()
      ? walk(join(root, name), `${prefix}${name}/`)
      : [`${prefix}${name}`],
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Folder Structure Generator page', () => {
  it('shows the empty state, then the tree with badges and the spec’s toast', async () => {
    page();
    expect(screen.getByText('Generate a structure to see the preview.')).toBeTruthy();
    expect((screen.getByLabelText('Project Name') as HTMLInputElement).placeholder).toBe(
      'my-awesome-project',
    );
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'shop' } });
    fireEvent.change(screen.getByLabelText('Framework'), { target: { value: 'react-vite' } });
    fireEvent.click(screen.getByLabelText(/^auth/));
    fireEvent.click(screen.getByLabelText(/^blog/));
    fireEvent.change(screen.getByLabelText('Custom Modules'), { target: { value: 'Payment' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Structure/ }));
    const expected = generateStructure({
      projectName: 'shop',
      framework: 'react-vite',
      modules: ['auth', 'blog'],
      customModules: 'Payment',
    });
    expect((await screen.findByRole('region', { name: 'Tree View' })).textContent).toBe(expected.tree);
    const badges = screen.getByLabelText('Framework and modules').textContent;
    expect(badges).toBe('React + Vite' + 'auth' + 'blog' + 'payment');
    expect(await screen.findByText('Folder structure for React + Vite with 3 modules created.')).toBeTruthy();
    expect(screen.getByText('Structure Generated!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Tree' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tree View', 'Commands']);
  });

  it('keeps the form over a reload and refuses a path as the name', () => {
    page();
    fireEvent.click(screen.getByLabelText(/^api/));
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'a/b' } });
    expect(screen.getByText(/cannot be a folder name/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Generate Structure/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    page();
    expect((screen.getByLabelText(/^api/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Project Name') as HTMLInputElement).value).toBe('a/b');
  });

  it('says the tree is out of date when the form changes after Generate, until Generate runs again', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'shop' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Structure/ }));
    expect((await screen.findByRole('region', { name: 'Tree View' })).textContent).toMatch(/^shop/);
    expect(screen.queryByText(/The form has changed/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Framework'), { target: { value: 'react-vite' } });
    expect(screen.getByText(/The form has changed/).textContent).toMatch(
      /^The form has changed since this was made: Generate Structure/,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Generate Structure/ }));
    await waitFor(() => expect(screen.queryByText(/The form has changed/)).toBeNull());
    expect(screen.getByLabelText('Framework and modules').textContent).toBe('React + Vite');
  });

  it('Download ZIP gives the whole tree under the project folder, which Info-ZIP unzip unpacks file for file', async () => {
    const downloads = memorySink();
    page(downloads);
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: "Tom's shop" } });
    fireEvent.click(screen.getByLabelText(/^blog/));
    fireEvent.change(screen.getByLabelText('Custom Modules'), { target: { value: '../../etc, /root' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Structure/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download ZIP' }));
    expect(await screen.findByText(/^toms-shop\.zip has \d+ files\.$/)).toBeTruthy();
    expect(downloads.files.map((file) => [file.name, file.mime])).toEqual([
      ['toms-shop.zip', 'application/zip'],
    ]);

    const dir = mkdtempSync(join(tmpdir(), 'structure-zip-'));
    writeFileSync(join(dir, 'toms-shop.zip'), downloads.files[0]?.data ?? '');
    const unzip = spawnSync('unzip', ['-q', 'toms-shop.zip'], { cwd: dir, encoding: 'utf8' });
    expect(unzip.stderr).toBe('');
    expect(readdirSync(dir).sort()).toEqual(["Tom's shop", 'toms-shop.zip']);
    const expected = generateStructure({
      projectName: "Tom's shop",
      framework: 'next',
      modules: ['blog'],
      customModules: '../../etc, /root',
    });
    const root = join(dir, "Tom's shop");
    expect(walk(root).sort()).toEqual(expected.files.map((file) => file.path).sort());
    for (const file of expected.files) expect(readFileSync(join(root, file.path), 'utf8')).toBe(file.content);
    expect(expected.modules).toEqual(['blog', 'etc', 'root']);
  });
});
