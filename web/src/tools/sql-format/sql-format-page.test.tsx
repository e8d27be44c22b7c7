import { fireEvent, render, screen } from '@testing-library/react';
import { loadPgParser } from '@toolbox/core/sql/pg-parser';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformPortsProvider } from '../../platform/platform-ports';
import { storageKey } from '../../platform/stored-inputs';
import SqlFormatPage from './sql-format-page';

// Postgres's parser from node_modules (the page's loader fetches the WASM the way a browser does; e2e covers it).
const ports = { pgParser: loadPgParser };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const page = () =>
  render(
    <MemoryRouter>
      <PlatformPortsProvider ports={ports}>
        <SqlFormatPage />
      </PlatformPortsProvider>
    </MemoryRouter>,
  );

const output = () => screen.queryByRole('region', { name: 'formatted.sql' })?.textContent;

describe('SQL format page', () => {
  it('formats the sample with upper-case keywords, and keeps the choices for the user', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Indent'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: /Format SQL/ }));
    await vi.waitFor(() => expect(output()).toMatch(/^SELECT\n {4}p\.id,\n {4}p\.username,\n/), {
      timeout: 20_000,
    });
    expect(output()).toContain("INTERVAL '7 days'");
    expect(screen.getByText("1 statement, read by Postgres's parser before and after.")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(storageKey('sql-format', 'form')) ?? '{}')).toMatchObject({
      indent: '4',
    });
  });

  it('points at a syntax error under the field and in a toast, keeps the SQL and drops the old result', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.click(screen.getByRole('button', { name: /Format SQL/ }));
    await vi.waitFor(() => expect(output()).toMatch(/^SELECT/), { timeout: 20_000 });
    const bad = 'select id\nfrom todos\nwher done';
    fireEvent.change(screen.getByLabelText('SQL'), { target: { value: bad } });
    fireEvent.click(screen.getByRole('button', { name: /Format SQL/ }));
    const message = 'Invalid SQL at line 3, column 6: syntax error at or near "done"';
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Invalid SQL', { description: message }), {
      timeout: 20_000,
    });
    // The toast and the inline message are two renders: under load the second may land a tick later.
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText('SQL') as HTMLTextAreaElement).value).toBe(bad);
    // The earlier result is gone: nothing stale to copy or download.
    expect(output()).toBeUndefined();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(screen.queryByText(/read by Postgres's parser/)).toBeNull();
  });
});
