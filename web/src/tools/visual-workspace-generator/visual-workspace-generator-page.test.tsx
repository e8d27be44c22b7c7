import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import {
  GENERATED_MESSAGE,
  generateWorkspace,
  runWorkspaceSample,
  runWorkspaceShare,
  SAMPLE_LOADED_MESSAGE,
} from '@toolbox/core/tools/visual-workspace-generator';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateSample } from '../../testing/workspace-steps';
import VisualWorkspaceGeneratorPage from './visual-workspace-generator-page';
import { storedWorkspaceKey } from './workspace-store';

const STORAGE_KEY = storedWorkspaceKey();

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const page = () => render(<MemoryRouter>{<VisualWorkspaceGeneratorPage />}</MemoryRouter>);

const tab = (name: string) => {
  const trigger = screen.getByRole('tab', { name });
  fireEvent.mouseDown(trigger);
  fireEvent.click(trigger);
};

describe('Visual Workspace page', () => {
  it('Generate is disabled for blank text; the sample loads with the spec toast', () => {
    const success = vi.spyOn(toast, 'success');
    const SAMPLE_TEXT = runWorkspaceSample({ clock: { now: () => new Date() } }).text;
    page();
    expect(screen.getByRole('button', { name: /Generate Workspace/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: /Load Sample Data/ }));
    expect(success).toHaveBeenCalledWith(SAMPLE_LOADED_MESSAGE);
    expect(screen.getByLabelText('Text')).toHaveProperty('value', SAMPLE_TEXT);
    expect(screen.getByText(`${SAMPLE_TEXT.length.toLocaleString('en-US')} characters`)).toBeTruthy();
  });

  it("holds the project bar's place from the first render, its controls disabled until the account is there", () => {
    page();
    const bar = screen.getByRole('combobox', { name: 'Project' }).closest('[aria-busy="true"]');
    expect(bar).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save to a project' })).toHaveProperty('disabled', true);
  });

  it('generates the mindmap; clicking a node toggles its details', async () => {
    const success = vi.spyOn(toast, 'success');
    page();
    await generateSample();
    expect(success).toHaveBeenCalledWith(GENERATED_MESSAGE);
    expect(screen.getByText('7 main components · 22 sub-tasks')).toBeTruthy();
    const node = screen.getByRole('button', { name: /^Landing Page, In Progress/ });
    fireEvent.click(node);
    const details = screen.getByRole('complementary', { name: 'Node details' });
    expect(within(details).getByText('Wireframes')).toBeTruthy();
    fireEvent.keyDown(node, { key: 'Enter' });
    expect(screen.queryByRole('complementary', { name: 'Node details' })).toBeNull();
    // One tab stop for the map; the arrow keys walk the nodes.
    const first = screen.getByRole('button', { name: /^Dev Toolbox Public Launch, In Progress/ });
    expect(first.getAttribute('tabindex')).toBe('0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    // The plan's # title is the root; the walk goes on to its first ## component.
    const second = screen.getByRole('button', { name: /^Release Checklist, In Progress/ });
    expect(document.activeElement).toBe(second);
    expect([first.getAttribute('tabindex'), second.getAttribute('tabindex')]).toEqual(['-1', '0']);
    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Cookie notice/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByLabelText('Zoom level').textContent).toBe('120%');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(screen.getByLabelText('Zoom level').textContent).toBe('100%');
  });

  it('a shortened label is whole on hover and in the details; the root has details too', async () => {
    page();
    await generateSample();
    // "Lighthouse pass above 95" is cut on its box; its hover title and the details panel keep every word.
    const item = screen.getByRole('button', { name: /^Lighthouse pass above 95, / });
    expect(item.querySelector('text')?.textContent).toBe('Lighthouse pass...');
    expect(item.querySelector('title')?.textContent).toBe(
      'Dev Toolbox Public Launch → Landing Page → Lighthouse pass above 95 (Not Started)',
    );
    fireEvent.click(item);
    let details = screen.getByRole('complementary', { name: 'Node details' });
    expect(within(details).getByRole('heading', { level: 3 }).textContent).toBe('Lighthouse pass above 95');
    expect(details.textContent).toContain('Dev Toolbox Public Launch → Landing Page');
    // The plan's root: its title, description and components.
    const root = screen.getByRole('button', { name: /^Dev Toolbox Public Launch, / });
    expect(root.querySelector('title')?.textContent).toMatch(/^Dev Toolbox Public Launch \(/);
    fireEvent.click(root);
    details = screen.getByRole('complementary', { name: 'Node details' });
    expect(within(details).getByRole('heading', { level: 3 }).textContent).toBe('Dev Toolbox Public Launch');
    expect(details.textContent).toContain('Ship the toolbox to the public');
    expect(
      within(within(details).getByRole('list', { name: 'Components' })).getAllByRole('listitem'),
    ).toHaveLength(7);
    // A card's description is cut to two lines: the whole of it on hover.
    tab('Kanban');
    const card = screen.getByRole('listitem', { name: /^Landing Page/ });
    expect(
      within(card)
        .getByText(/^Hero, feature grid/)
        .getAttribute('title'),
    ).toBe('Hero, feature grid and pricing table for the frontend marketing site.');
  });

  it('the hierarchical mindmap draws the root-to-component branches with their corners, as the export does', async () => {
    page();
    await generateSample();
    fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'hierarchical' } });
    const svg = screen.getByRole('application').querySelector('svg')!;
    const cornered = [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '');
    // One branch per component (7) with corners (M … L …), plus each item's elbow (M … V … H …).
    expect(cornered.filter((d) => /^M[\d.]+ [\d.]+L/.test(d))).toHaveLength(7);
    expect(cornered.filter((d) => /V[\d.]+H/.test(d))).toHaveLength(22);
  });

  it('zooms with the wheel around the pointer and pans by dragging', async () => {
    page();
    await generateSample();
    const viewport = screen.getByRole('application');
    const layer = viewport.firstElementChild as HTMLElement;
    fireEvent.wheel(viewport, { deltaY: -100, clientX: 0, clientY: 0 });
    expect(screen.getByLabelText('Zoom level').textContent).toBe('120%');
    for (let i = 0; i < 20; i++) fireEvent.wheel(viewport, { deltaY: 100, clientX: 0, clientY: 0 });
    expect(screen.getByLabelText('Zoom level').textContent).toBe('30%');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    fireEvent.pointerDown(viewport, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(viewport, { clientX: 160, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(viewport, { pointerId: 1 });
    expect(layer.style.transform).toBe('translate(60px, 30px) scale(1)');
  });

  it('moving a card updates the columns and the dashboard, and survives a reload', async () => {
    const view = page();
    await generateSample();
    tab('Kanban');
    const complete = () => screen.getByRole('region', { name: 'Complete' });
    expect(within(complete()).getAllByRole('listitem', { name: /Press left or right/ })).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status of CLI Distribution' }), {
      target: { value: 'Complete' },
    });
    expect(within(complete()).getAllByRole('listitem', { name: /Press left or right/ })).toHaveLength(2);
    expect(screen.getByText('CLI Distribution moved to Complete')).toBeTruthy();
    const card = within(complete()).getByRole('listitem', { name: /^CLI Distribution/ });
    // Blocked is the column between In Progress and Complete.
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(
      within(screen.getByRole('region', { name: 'Blocked' })).getByText('CLI Distribution'),
    ).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('listitem', { name: /^CLI Distribution/ }), { key: 'ArrowRight' });
    tab('Dashboard');
    expect(screen.getByText('2 of 7 complete')).toBeTruthy();
    // Panel titles are h3 themselves, not an h3 inside the card title's h2.
    expect(document.querySelectorAll(':is(h1,h2,h3,h4,h5,h6) :is(h1,h2,h3,h4,h5,h6)')).toHaveLength(0);
    expect(
      JSON.parse(localStorage.getItem(STORAGE_KEY)!).workspace.nodes.find(
        (n: { title: string }) => n.title === 'CLI Distribution',
      ).status,
    ).toBe('Complete');
    view.unmount();
    page();
    await screen.findByRole('tablist');
    tab('Dashboard');
    expect(screen.getByText('2 of 7 complete')).toBeTruthy();
  });

  it('Generate after editing the text keeps the moves, and asks before dropping a card', async () => {
    page();
    await generateSample();
    tab('Kanban');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status of CLI Distribution' }), {
      target: { value: 'Complete' },
    });
    const text = (screen.getByLabelText('Text') as HTMLTextAreaElement).value;
    const edited = `${text.replace(/## Landing Page[\s\S]*?(?=## CLI Distribution)/, '')}\n## Press Kit\n- Logos`;
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: edited } });
    const generate = async () =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /Generate Workspace/ }));
        await new Promise((r) => setTimeout(r, 5));
      });
    const columnOf = (title: string) =>
      screen
        .getByRole('listitem', { name: new RegExp(`^${title}`) })
        .closest('[data-column]')
        ?.getAttribute('data-column');
    await generate();
    const dialog = await screen.findByRole('dialog', { name: 'Drop 1 card from the board?' });
    expect(
      within(within(dialog).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Landing Page']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(columnOf('Landing Page')).toBe('In Progress');
    expect(screen.queryByRole('listitem', { name: /^Press Kit/ })).toBeNull();
    await generate();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Drop and generate' }),
    );
    expect(screen.queryByRole('listitem', { name: /^Landing Page/ })).toBeNull();
    expect(columnOf('Press Kit')).toBe('Not Started');
    expect(columnOf('CLI Distribution')).toBe('Complete');
  });

  it('says the deadline window and lists later deadlines instead of "none"', async () => {
    page();
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByLabelText('Text'), {
      target: {
        value: `# Launch\n## Docs site\nDeadline: ${inDays(20)}\n## Billing\nDeadline: ${inDays(48)}`,
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Generate Workspace/ }));
      await new Promise((r) => setTimeout(r, 5));
    });
    await screen.findByRole('tablist');
    tab('Dashboard');
    expect(screen.getByText('Due in the next 7 days')).toBeTruthy();
    expect(screen.getByText('No upcoming deadlines in the next 7 days')).toBeTruthy();
    const later = screen.getByRole('heading', { name: 'Later' }).parentElement!;
    expect(
      within(later)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Docs site${inDays(20)} · in 20 days`, `Billing${inDays(48)} · in 48 days`]);
  });

  it('adds a card, filters and sorts', async () => {
    page();
    await generateSample();
    tab('Kanban');
    fireEvent.click(screen.getByRole('button', { name: 'Add card to In Progress' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Beta invites' } });
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'marketing' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: 'Urgent' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    const inProgress = screen.getByRole('region', { name: 'In Progress' });
    expect(within(inProgress).getByText('Beta invites')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter by tag'), { target: { value: 'marketing' } });
    expect(screen.getByText('Showing 3 of 8 cards')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter by tag'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
    const titles = within(screen.getByRole('region', { name: 'Not Started' }))
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(titles).toEqual([...titles].sort((a, b) => a!.localeCompare(b!)));
  });

  it('imports .txt/.md as text, .json as a workspace, and refuses other files', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    const input = screen.getByLabelText('Import a .txt, .md or .json file');
    const pick = async (file: File) =>
      act(async () => {
        fireEvent.change(input, { target: { files: [file] } });
        await new Promise((r) => setTimeout(r, 5));
      });
    await pick(new File(['# From a file\n- step'], 'plan.md', { type: 'text/markdown' }));
    expect(screen.getByLabelText('Text')).toHaveProperty('value', '# From a file\n- step');
    const saved = generateWorkspace('# Saved plan\n- a [x]\n- b', { clock: fixedClock() });
    await pick(new File([JSON.stringify(saved)], 'workspace-data.json', { type: 'application/json' }));
    expect(await screen.findByText('1 main components · 2 sub-tasks')).toBeTruthy();
    await pick(new File(['{"nodes": 1}'], 'other.json', { type: 'application/json' }));
    expect(error).toHaveBeenLastCalledWith('Import failed', {
      description: expect.stringContaining('not a workspace exported by Visual Workspace'),
    });
    await pick(new File([Buffer.from('# Caf\u00e9\n', 'latin1')], 'latin1.md', { type: 'text/markdown' }));
    expect(error).toHaveBeenLastCalledWith('Not UTF-8 Text', {
      description: 'latin1.md is not UTF-8 text (byte 0xE9 at offset 5): save it as UTF-8 and open it again.',
    });
    expect(screen.getByLabelText('Text')).toHaveProperty('value', '# From a file\n- step');
    const huge = new File(['# x'], 'huge.md', { type: 'text/markdown' });
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 });
    Object.defineProperty(huge, 'arrayBuffer', { value: () => Promise.reject(new Error('read')) });
    await pick(huge);
    expect(error).toHaveBeenLastCalledWith('File Too Large', { description: 'Open a file of up to 10 MB.' });
    await pick(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(error).toHaveBeenLastCalledWith('Unsupported file', {
      description: 'Choose a .txt, .md or .json file.',
    });
  });

  it('opens a shared link beside the saved workspace; Keep mine leaves it untouched', async () => {
    const mine = generateWorkspace('# My plan\n- a [x]\n- b\n# Second\n- c', { clock: fixedClock() });
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ text: '# My plan', workspace: mine }));
    const shared = generateWorkspace('# Shared plan\n- step one [x]', { clock: fixedClock() });
    window.history.replaceState(
      null,
      '',
      `/visual-workspace-generator#w=${runWorkspaceShare({ workspace: shared }).payload}`,
    );
    page();
    const banner = await screen.findByRole('region', { name: 'Shared workspace' });
    expect(within(banner).getByText('Shared copy: "Generated Workspace" (1 card: Shared plan)')).toBeTruthy();
    expect(await screen.findByText('1 main components · 1 sub-tasks')).toBeTruthy();
    // Nothing saved changes while the shared copy is on screen, and the link stays until the user chooses.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      text: '# My plan',
      workspace: mine,
    });
    expect(window.location.hash).toMatch(/^#w=/);
    // The shared copy is read-only: no Add card buttons.
    tab('Kanban');
    expect(screen.queryByRole('button', { name: /^Add card to/ })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: /Show my workspace/ }));
    expect(screen.getAllByRole('button', { name: /^Add card to/ })).toHaveLength(4);
    tab('Mindmap');
    expect(screen.getByText('2 main components · 3 sub-tasks')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: /Keep mine/ }));
    expect(screen.queryByRole('region', { name: 'Shared workspace' })).toBeNull();
    expect(window.location.hash).toBe('');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).workspace).toEqual(mine);
  });

  it('Replace asks first, and its Undo brings the saved workspace back', async () => {
    const success = vi.spyOn(toast, 'success');
    const mine = generateWorkspace('# My plan\n- a [x]', { clock: fixedClock() });
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ text: '# My plan', workspace: mine }));
    const shared = generateWorkspace('# Shared plan\n- one\n# Two\n- two', { clock: fixedClock() });
    window.history.replaceState(
      null,
      '',
      `/visual-workspace-generator#w=${runWorkspaceShare({ workspace: shared }).payload}`,
    );
    page();
    const banner = await screen.findByRole('region', { name: 'Shared workspace' });
    fireEvent.click(within(banner).getByRole('button', { name: /Replace mine/ }));
    const dialog = screen.getByRole('dialog', { name: 'Replace your workspace?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).workspace).toEqual(mine);
    fireEvent.click(within(banner).getByRole('button', { name: /Replace mine/ }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Replace your workspace?' })).getByRole('button', {
        name: 'Replace',
      }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).workspace).toEqual(shared);
    expect(window.location.hash).toBe('');
    const call = success.mock.calls.find(([message]) => message === 'Workspace replaced');
    const options = call?.[1] as unknown as { action: { onClick(): void } };
    act(() => options.action.onClick());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).workspace).toEqual(mine);
    expect(await screen.findByText('1 main components · 1 sub-tasks')).toBeTruthy();
  });

  it('with nothing saved, the shared workspace can be taken at once', async () => {
    const shared = generateWorkspace('# Shared plan\n- step one [x]', { clock: fixedClock() });
    window.history.replaceState(
      null,
      '',
      `/visual-workspace-generator#w=${runWorkspaceShare({ workspace: shared }).payload}`,
    );
    page();
    const banner = await screen.findByRole('region', { name: 'Shared workspace' });
    expect(within(banner).getByText(/You have no saved workspace yet/)).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: /Use as my workspace/ }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).workspace).toEqual(shared);
  });

  it('keeps how the board is viewed in its link: a link opens with it, a change is written to it', async () => {
    window.history.replaceState(
      null,
      '',
      '/visual-workspace-generator?theme=dark&layout=radial&connections=false&colorScheme=rainbow',
    );
    page();
    await generateSample();
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveProperty('value', 'dark');
    expect(screen.getByRole('combobox', { name: 'Layout' })).toHaveProperty('value', 'radial');
    expect(screen.getByRole('checkbox', { name: 'Connections' })).toHaveProperty('checked', false);
    // A value that is none of the field's choices is left out: the default stays.
    expect(screen.getByRole('combobox', { name: 'Colors' })).toHaveProperty('value', 'status');
    fireEvent.change(screen.getByRole('combobox', { name: 'Layout' }), {
      target: { value: 'force-directed' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Progress' }));
    const link = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(link)).toMatchObject({
      theme: 'dark',
      colorScheme: 'status',
      layout: 'force-directed',
      connections: 'false',
      progress: 'false',
    });
  });
});
