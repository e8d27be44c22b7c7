import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadPgParser } from '@toolbox/core/sql/pg-parser';
import { runSchemaDiagram, runSchemaRead } from '@toolbox/core/tools/database-visualizer';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformPortsProvider } from '../../platform/platform-ports';
import DatabaseVisualizerPage from './database-visualizer-page';

// Postgres's parser from node_modules (the page's loader fetches the WASM the way a browser does; e2e covers it).
const ports = { pgParser: loadPgParser };

const DDL = `create table teams (id bigint primary key, owner uuid references auth.users);
create table members (id int primary key, team_id bigint references teams (id));
create table posts (id int primary key, member_id int references members (id));
create table tags (id int primary key);
create schema app;
create table app.audit (id int primary key);`;

const page = () =>
  render(
    <MemoryRouter>
      <PlatformPortsProvider ports={ports}>
        <DatabaseVisualizerPage />
      </PlatformPortsProvider>
    </MemoryRouter>,
  );

// The page loads the diagram and the export buttons lazily; a cold first import under load outlasts findBy's
// one second, so the tests wait on the page's behaviour, not on the module transform: the chunks load first.
beforeAll(async () => {
  await Promise.all([import('./diagram-view'), import('./schema-exports')]);
}, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Database Schema Visualizer page', () => {
  it('loads the sample on request, selects the first table and lets any table be picked', async () => {
    const success = vi.spyOn(toast, 'success');
    page();
    expect(screen.queryByRole('button', { name: 'Export JSON' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Load Database Schema/ }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Success', {
        description: 'Loaded 5 tables from your database schema',
      }),
    );
    expect(screen.getByRole('heading', { name: 'public.profiles' })).toBeTruthy();
    const columns = screen.getByRole('table', { name: 'Columns of profiles' });
    expect(within(columns).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('projects.user_id → profiles.id')).toBeTruthy();

    await screen.findByRole('button', { name: 'Export JSON' });
    fireEvent.click(screen.getByRole('button', { name: /sub_components/ }));
    expect(screen.getByRole('heading', { name: 'public.sub_components' })).toBeTruthy();
    expect(screen.getByText('sub_components.component_id → components.id')).toBeTruthy();
    expect(
      (await screen.findByRole('img', { name: 'ER diagram of 5 tables' })).querySelectorAll('g[data-table]'),
    ).toHaveLength(5);
    for (const name of ['Export JSON', 'Export Mermaid', 'DBML', 'SVG', 'PNG'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('puts the sample’s DDL in the editor when the sample loads, and Ctrl+Enter draws it again', async () => {
    const success = vi.spyOn(toast, 'success');
    page();
    const editor = screen.getByLabelText('SQL DDL') as HTMLTextAreaElement;
    expect(editor.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /Load Database Schema/ }));
    await waitFor(() => expect(editor.value).toMatch(/^create table profiles \(/));
    expect(editor.value).toContain('create table user_links (');
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success).toHaveBeenLastCalledWith('Success', {
      description: 'Loaded 5 tables from your database schema',
    });
  });

  it('takes uploads through the shared file drop, which turns away a file that is not SQL text', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = page();
    expect(screen.getByRole('button', { name: /Upload \.sql.*Click to upload/ })).toBeTruthy();
    expect(container.querySelector('[data-slot="file-drop"] input[type=file]')?.getAttribute('accept')).toBe(
      '.sql,text/plain',
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    expect(error).toHaveBeenCalledWith('Invalid File Type', {
      description: 'Upload a .sql file or plain-text SQL.',
    });
    const sql = new File(['create table notes (id int primary key);'], 'notes.sql');
    fireEvent.change(input, { target: { files: [sql] } });
    await waitFor(() =>
      expect((screen.getByLabelText('SQL DDL') as HTMLTextAreaElement).value).toContain('notes'),
    );
    expect(await screen.findByRole('heading', { name: 'public.notes' })).toBeTruthy();
  });

  it('shows the spec’s error toast when an upload cannot be read', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = page();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const broken = new File(['x'], 'broken.sql');
    Object.defineProperty(broken, 'arrayBuffer', { value: () => Promise.reject(new Error('unreadable')) });
    fireEvent.change(input, { target: { files: [broken] } });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'Failed to load database schema.' }),
    );
  });

  it('refuses a .sql file that is not UTF-8, the SQL typed kept, rather than drawing U+FFFD', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = page();
    const ddl = () => (screen.getByLabelText('SQL DDL') as HTMLTextAreaElement).value;
    fireEvent.change(screen.getByLabelText('SQL DDL'), { target: { value: 'create table a (id int);' } });
    const latin1 = Buffer.from('create table caf\u00e9 (id int);', 'latin1');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([latin1], 'latin1.sql')] } });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Not UTF-8 Text', {
        description:
          'latin1.sql is not UTF-8 text (byte 0xE9 at offset 16): save it as UTF-8 and open it again.',
      }),
    );
    expect(ddl()).toBe('create table a (id int);');
  });

  it('refuses a .sql file over 10 MB unread, saying the limit', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = page();
    const huge = new File(['create table a (id int);'], 'dump.sql');
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 });
    Object.defineProperty(huge, 'arrayBuffer', { value: () => Promise.reject(new Error('read')) });
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [huge] },
    });
    expect(error).toHaveBeenCalledWith('File Too Large', {
      description: 'Upload a .sql file of up to 10 MB.',
    });
  });

  it('moves a dragged table, keeps it across a reload, zooms, and resets the layout', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: /Load Database Schema/ }));
    const diagram = await screen.findByRole('img', { name: 'ER diagram of 5 tables' });
    const profiles = () => diagram.querySelector('g[data-table="profiles"]')?.getAttribute('transform');
    const before = profiles();
    fireEvent.pointerDown(diagram.querySelector('g[data-table="profiles"] text') as Element, {
      clientX: 10,
      clientY: 10,
    });
    fireEvent.pointerMove(diagram, { clientX: 110, clientY: 410 });
    fireEvent.pointerUp(diagram);
    expect(profiles()).not.toBe(before);
    const moved = profiles();

    cleanup();
    page();
    fireEvent.click(screen.getByRole('button', { name: /Load Database Schema/ }));
    const again = await screen.findByRole('img', { name: 'ER diagram of 5 tables' });
    expect(again.querySelector('g[data-table="profiles"]')?.getAttribute('transform')).toBe(moved);

    // The schema opened fitted to the frame (jsdom's frame: 800 x 600), so no table starts off the canvas.
    const { layout } = runSchemaDiagram({
      schema: (await runSchemaRead({ source: { kind: 'sample' } })).schema,
    });
    const fitted = Math.round(Math.min(1, 800 / layout.width, 600 / layout.height) * 100);
    expect(screen.getByTestId('zoom').textContent).toBe(`${fitted}%`);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('zoom').textContent).toBe(
      `${[10, 25, 50, 75, 100, 125].find((z) => z > fitted)}%`,
    );
    fireEvent.click(screen.getByRole('button', { name: /Reset layout/ }));
    expect(again.querySelector('g[data-table="profiles"]')?.getAttribute('transform')).toBe(before);
  });

  it('zooms with two fingers (pinch), and a finger lifted ends the pinch', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: /Load Database Schema/ }));
    const diagram = await screen.findByRole('img', { name: 'ER diagram of 5 tables' });
    const profiles = () => diagram.querySelector('g[data-table="profiles"]')?.getAttribute('transform');
    const before = profiles();
    const table = diagram.querySelector('g[data-table="profiles"] text') as Element;
    const { layout } = runSchemaDiagram({
      schema: (await runSchemaRead({ source: { kind: 'sample' } })).schema,
    });
    const start = Math.min(1, 800 / layout.width, 600 / layout.height);
    const shown = (zoom: number) => `${Math.round(zoom * 100)}%`;
    fireEvent.pointerDown(table, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(diagram, { pointerId: 2, clientX: 200, clientY: 100 });
    // Fingers twice as far apart: twice the zoom; the table under the first finger has not moved.
    fireEvent.pointerMove(diagram, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(screen.getByTestId('zoom').textContent).toBe(shown(start * 2));
    fireEvent.pointerMove(diagram, { pointerId: 1, clientX: 250, clientY: 100 });
    expect(screen.getByTestId('zoom').textContent).toBe(shown(start / 2));
    expect(profiles()).toBe(before);
    fireEvent.pointerUp(diagram, { pointerId: 2 });
    fireEvent.pointerMove(diagram, { pointerId: 1, clientX: 100, clientY: 100 });
    expect(screen.getByTestId('zoom').textContent).toBe(shown(start / 2));
    fireEvent.pointerUp(diagram, { pointerId: 1 });
  });

  it('Ctrl+Enter visualizes the DDL in the editor, not the sample', async () => {
    const success = vi.spyOn(toast, 'success');
    page();
    fireEvent.change(screen.getByLabelText('SQL DDL'), { target: { value: DDL } });
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Success', {
        description: 'Loaded 6 tables from your database schema',
      }),
    );
    expect(screen.getByRole('heading', { name: 'public.teams' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^profiles/ })).toBeNull();
  });

  it('finds a table, focuses it with its neighbours, and hides a schema', async () => {
    page();
    fireEvent.change(screen.getByLabelText('SQL DDL'), { target: { value: DDL } });
    fireEvent.click(screen.getByRole('button', { name: 'Visualize SQL' }));
    const diagram = await screen.findByRole('img', { name: 'ER diagram of 6 tables' });
    expect(diagram.querySelector('g[data-table="auth.users"]')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Find a table'), { target: { value: 'memb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByRole('heading', { name: 'public.members' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Focus members and its neighbours/ }));
    const focused = screen.getByRole('img', { name: 'ER diagram of 3 tables' });
    expect([...focused.querySelectorAll('g[data-table]')].map((g) => g.getAttribute('data-table'))).toEqual(
      expect.arrayContaining(['teams', 'members', 'posts']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all tables' }));
    fireEvent.change(screen.getByLabelText('Find a table'), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByRole('status').textContent).toContain('No table matches');

    fireEvent.click(screen.getByRole('checkbox', { name: 'auth' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'app' }));
    const narrowed = screen.getByRole('img', { name: 'ER diagram of 4 tables' });
    expect(narrowed.querySelector('g[data-table="auth.users"]')).toBeNull();
    expect(screen.getByText('4 of 6 tables')).toBeTruthy();
  });

  it('offers the TypeScript and Zod types to download and copy', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: /Load Database Schema/ }));
    await screen.findByRole('img', { name: 'ER diagram of 5 tables' });
    for (const name of [
      'Download TypeScript types',
      'Copy TypeScript types',
      'Download Zod schemas',
      'Copy Zod schemas',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
