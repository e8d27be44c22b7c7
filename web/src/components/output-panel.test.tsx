import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutputPanel } from './output-panel';

const files = [
  { name: 'index.ts', mime: 'text/typescript', data: 'export const a = 1;\n' },
  { name: 'config.toml', mime: 'application/toml', data: '[functions.hello]\n' },
];

describe('OutputPanel with files', () => {
  it('shows one tab per file, with Copy, Download and Download all', () => {
    render(<OutputPanel files={files} zipName="hello.zip" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['index.ts', 'config.toml']);
    expect(screen.getByRole('region', { name: 'index.ts' }).textContent).toBe('export const a = 1;\n');
    for (const name of ['Copy', 'Download', 'Download all (.zip)']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('switches files by tab, by keyboard too', () => {
    render(<OutputPanel files={files} />);
    const first = screen.getByRole('tab', { name: 'index.ts' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'config.toml' }), { button: 0 });
    expect(screen.getByRole('region', { name: 'config.toml' }).textContent).toBe('[functions.hello]\n');
    expect(first.getAttribute('aria-selected')).toBe('false');
  });

  it('shows a single file without tabs or Download all', () => {
    render(<OutputPanel files={files.slice(0, 1)} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('region', { name: 'index.ts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download all (.zip)' })).toBeNull();
  });

  it('shows the empty state while there are no files', () => {
    render(<OutputPanel files={[]} empty={<p>Nothing yet</p>} />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('names binary files by size instead of showing bytes', () => {
    render(<OutputPanel files={[{ name: 'a.png', mime: 'image/png', data: new Uint8Array(4) }]} />);
    expect(screen.getByRole('region', { name: 'a.png' }).textContent).toBe('(4 bytes of image/png)');
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });
});
