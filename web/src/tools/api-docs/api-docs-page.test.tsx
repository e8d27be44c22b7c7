import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutputFile } from '@toolbox/core/ports';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offsetOf } from '../../platform/api-docs-worker-client';
import { PlatformPortsProvider } from '../../platform/platform-ports';
import { storageKey } from '../../platform/stored-inputs';
import { openHtmlExport } from '../../testing/open-html-export';
import ApiDocsPage, { EDITOR_LIMIT } from './api-docs-page';

// Every download the page makes, instead of a click on a blob link.
const downloads: OutputFile[] = [];
const ports = { downloads: { write: async (file: OutputFile) => void downloads.push(file) } };

// Without Worker the page builds inline: the same function the worker runs.
beforeEach(() => vi.stubGlobal('Worker', undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  downloads.length = 0;
});

const page = () =>
  render(
    <MemoryRouter>
      <PlatformPortsProvider ports={ports}>
        <ApiDocsPage />
      </PlatformPortsProvider>
    </MemoryRouter>,
  );
const editor = () => screen.getByLabelText<HTMLTextAreaElement>('OpenAPI document (JSON or YAML)');

describe('API Docs page', () => {
  it('keeps a document over the editor limit out of the text box, and still generates its docs', async () => {
    const user = userEvent.setup();
    page();
    const paths = Object.fromEntries(
      Array.from({ length: 2 }, (_, i) => [
        `/p${i}`,
        { get: { summary: `Op ${i}`, responses: { 200: { description: 'ok' } } } },
      ]),
    );
    const big = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Big', version: '1', description: 'x'.repeat(EDITOR_LIMIT) },
      paths,
    });
    const file = new File([big], 'big.json', { type: 'application/json' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    const status = await screen.findByTestId('large-document');
    expect(status.textContent).toContain('big.json');
    expect(screen.queryByLabelText('OpenAPI document (JSON or YAML)')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Generate docs/ }));
    expect(
      (
        await screen.findByTitle<HTMLIFrameElement>('API docs preview', undefined, { timeout: 10_000 })
      ).getAttribute('srcdoc'),
    ).toContain('Op 1');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(editor().value).toBe('');
  });

  it('renders the sample into the sandboxed preview with both exports', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    page();
    await user.click(screen.getByRole('button', { name: 'Load sample' }));
    await user.click(screen.getByRole('button', { name: /Generate docs/ }));
    const frame = await screen.findByTitle<HTMLIFrameElement>('API docs preview');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('"listSnippets"');
    expect(screen.getByRole('button', { name: /Export HTML/ })).toBeTruthy();
    // The Markdown comes a moment after the preview; its buttons wait for it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Export Markdown/ }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('button', { name: /Copy Markdown/ }).hasAttribute('disabled')).toBe(false);
    expect(success).toHaveBeenCalledWith('Docs Generated', { description: '6 operations documented.' });
  });

  it('lists each error; choosing one moves the cursor there and keeps the text', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    page();
    const text =
      'openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      parameters: [{name: q, in: body}]\n';
    fireEvent.change(editor(), { target: { value: text } });
    await user.click(screen.getByRole('button', { name: /Generate docs/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2 errors');
    await user.click(screen.getByRole('button', { name: /parameters\/0\/in/ }));
    await waitFor(() => expect(document.activeElement).toBe(editor()));
    expect(editor().selectionStart).toBe(text.indexOf('in: body'));
    expect(editor().value).toBe(text);
    expect(error).toHaveBeenCalledWith('Invalid OpenAPI document', expect.anything());
  });

  it('lists the warnings, previews with the try-it console, exports without it, and reads full width', async () => {
    const user = userEvent.setup();
    page();
    const text =
      'swagger: "2.0"\ninfo: {title: W, version: "1"}\npaths:\n  /a:\n    get: {responses: {"200": {description: ok}}}\n';
    fireEvent.change(editor(), { target: { value: text } });
    await user.click(screen.getByRole('button', { name: /Generate docs/ }));
    const frame = await screen.findByTitle<HTMLIFrameElement>('API docs preview');
    expect(frame.getAttribute('srcdoc')).toContain('connect-src http: https:');
    expect(frame.getAttribute('srcdoc')).toContain('Swagger 2.0 (converted to OpenAPI 3.0');
    const warnings = screen.getByText(/^\d+ warnings$/).closest('details');
    expect(warnings?.textContent).toContain('#/paths/~1a/get Operation has no operationId');
    expect(warnings?.textContent).toContain('Swagger 2.0 was converted to OpenAPI 3.0');
    const download = screen.getByRole('button', { name: /Export HTML/ });
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Reading mode' }));
    expect(screen.queryByLabelText('OpenAPI document (JSON or YAML)')).toBeNull();
    expect(screen.getByTitle('API docs preview')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show editor' }));
    expect(editor().value).toBe(text);
  });

  it('exports HTML without the try-it console unless its box is ticked; the choice and the document are kept', async () => {
    const user = userEvent.setup();
    const view = page();
    const text = `openapi: 3.0.3
info: {title: Pets, version: "1"}
servers: [{url: 'https://api.pets.dev'}]
paths:
  /pets:
    get: {operationId: listPets, summary: List pets, responses: {'200': {description: ok}}}
`;
    fireEvent.change(editor(), { target: { value: text } });
    await user.click(screen.getByRole('button', { name: /Generate docs/ }));
    const tryIt = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'With try-it console' });
    expect(tryIt.checked).toBe(false);
    const exportHtml = screen.getByRole('button', { name: /Export HTML/ });
    await waitFor(() => expect(exportHtml.hasAttribute('disabled')).toBe(false));
    await user.click(exportHtml);
    await user.click(tryIt);
    await user.click(exportHtml);
    await waitFor(() => expect(downloads).toHaveLength(2));
    const [plain, withConsole] = downloads.map((file) => String(file.data));
    expect(downloads.map((file) => file.name)).toEqual(['api-docs.html', 'api-docs.html']);
    // Each file opened: the console (and a CSP that lets it connect) only in the one chosen with it.
    openHtmlExport(plain ?? '');
    expect(document.querySelector('.op')?.textContent).toContain('List pets');
    expect(document.querySelector('details.try')).toBeNull();
    expect(plain).not.toContain('connect-src');
    openHtmlExport(withConsole ?? '');
    expect(document.querySelector('.op details.try summary')?.textContent).toBe('Try it');
    expect(withConsole).toContain('connect-src http: https:');

    // Per user, like the page's other inputs: a reload keeps the choice and the document.
    expect(localStorage.getItem(storageKey('api-docs', 'export-try-it'))).toBe('true');
    view.unmount();
    document.body.innerHTML = '';
    page();
    expect(editor().value).toBe(text);
    await user.click(screen.getByRole('button', { name: /Generate docs/ }));
    expect(
      (await screen.findByRole<HTMLInputElement>('checkbox', { name: 'With try-it console' })).checked,
    ).toBe(true);
  });

  it('an error about a missing key lands on the object that lacks it, not on a later one', async () => {
    const user = userEvent.setup();
    page();
    const text =
      'openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      summary: no responses\n  /b:\n    get:\n      responses: {"200": {description: ok}}\n';
    fireEvent.change(editor(), { target: { value: text } });
    await user.click(screen.getByRole('button', { name: /Generate docs/ }));
    await user.click(await screen.findByRole('button', { name: /~1a\/get\/responses/ }));
    await waitFor(() => expect(document.activeElement).toBe(editor()));
    expect(editor().selectionStart).toBe(text.indexOf('get:'));
  });
});

describe('cursor positions', () => {
  it.each([
    ['a\nbc\ndef', 3, 2, 6],
    ['a\nbc', 1, 1, 0],
    ['a', 9, 1, 1],
  ])('%j line %i column %i -> %i', (text, line, column, offset) => {
    expect(offsetOf(text, line, column)).toBe(offset);
  });
});

describe('API Docs page: Compare', () => {
  const openCompare = async (user: ReturnType<typeof userEvent.setup>) => {
    page();
    await user.click(screen.getByRole('tab', { name: 'Compare' }));
  };
  const oldEditor = () => screen.getByLabelText<HTMLTextAreaElement>('Old version (OpenAPI, JSON or YAML)');
  const newEditor = () => screen.getByLabelText<HTMLTextAreaElement>('New version (OpenAPI, JSON or YAML)');

  it('shows the report grouped by operation, breaking first, with the Markdown to copy and download', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    await openCompare(user);
    await user.click(screen.getByRole('button', { name: 'Load example pair' }));
    await user.click(screen.getByRole('button', { name: /^Compare/ }));
    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['DELETE /pets/{id}', 'GET /pets']);
    const get = sections[1] as HTMLElement;
    expect(Array.from(get.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Breakingquery parameter limit: became requiredrequest-parameter-became-required',
      'Breakingresponse 200 (application/json) property [].name: became optionalresponse-property-became-optional',
      'Warningresponse 200 (application/json) property [].status: enum value "pending" addedresponse-property-enum-value-added',
    ]);
    expect(success).toHaveBeenCalledWith('Compared', { description: '3 breaking, 1 warning.' });
    await user.click(screen.getByRole('button', { name: /Copy Markdown/ }));
    expect(await navigator.clipboard.readText()).toContain('## DELETE /pets/{id} (deletePet)');
    await user.click(screen.getByRole('button', { name: /Download Markdown/ }));
    await waitFor(() => expect(downloads.map((f) => f.name)).toEqual(['api-changes.md']));
    expect(String(downloads[0]?.data)).toContain('- **ERR** removed without being deprecated first');
  });

  it('says so when the two documents describe the same API', async () => {
    const user = userEvent.setup();
    await openCompare(user);
    await user.click(screen.getByRole('button', { name: 'Load example pair' }));
    fireEvent.change(newEditor(), { target: { value: oldEditor().value } });
    await user.click(screen.getByRole('button', { name: /^Compare/ }));
    expect((await screen.findByRole('status')).textContent).toContain('No changes');
  });

  it('lists the errors of the document that is not OpenAPI, under it', async () => {
    const user = userEvent.setup();
    await openCompare(user);
    fireEvent.change(oldEditor(), {
      target: { value: 'openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths: {}\n' },
    });
    fireEvent.change(newEditor(), { target: { value: 'services:\n  web: {image: nginx}\n' } });
    await user.click(screen.getByRole('button', { name: /^Compare/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This is not an OpenAPI document');
    expect(newEditor().compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  const latin1 = () =>
    new File([new Uint8Array(Buffer.from('info:\n  title: Caf\u00e9\n', 'latin1'))], 'latin1.yaml');
  const refused = {
    description:
      'latin1.yaml is not UTF-8 text (byte 0xE9 at offset 18): save it as UTF-8 and open it again.',
  };

  it('is refused in a toast, the document typed kept, on Generate', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(editor(), { target: { value: 'openapi: 3.0.3\n' } });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, latin1());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Not UTF-8 Text', refused));
    expect(editor().value).toBe('openapi: 3.0.3\n');
  });

  it('is refused in a toast, the document typed kept, on Compare', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    await openCompare(user);
    fireEvent.change(oldEditor(), { target: { value: 'openapi: 3.0.3\n' } });
    await user.upload(document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0]!, latin1());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Not UTF-8 Text', refused));
    expect(oldEditor().value).toBe('openapi: 3.0.3\n');
  });
});
