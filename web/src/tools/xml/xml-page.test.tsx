import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OutputFile } from '@toolbox/core/ports';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformPortsProvider } from '../../platform/platform-ports';
import { answer } from '../../platform/xml-worker';
import type { XmlJob, XmlRequest, XmlResponse } from '../../platform/xml-worker-protocol';
import { renderPage } from '../../testing/render-page';
import XmlPage from './xml-page';

/** The real worker body behind a Worker-shaped object (happy-dom has no workers); records each job it is sent. */
const posted: XmlJob[] = [];
class InlineWorker {
  onmessage: ((event: MessageEvent<XmlResponse>) => void) | null = null;
  onerror = null;
  terminated = false;
  postMessage(request: XmlRequest) {
    posted.push(request.job);
    setTimeout(() => {
      if (!this.terminated)
        this.onmessage?.({
          data: { id: request.id, answer: answer(request.job) },
        } as MessageEvent<XmlResponse>);
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  posted.length = 0;
  localStorage.clear();
  vi.stubGlobal('Worker', InlineWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (operation: string) => fireEvent.click(screen.getByRole('radio', { name: operation }));
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
const shown = () => screen.getByRole('region', { name: /\.(xml|json|txt)$/ }).textContent;

describe('XML Formatter & XPath page', () => {
  it('formats the document in the worker', async () => {
    renderPage(XmlPage);
    type('XML document', '<a><b>hello</b></a>');
    press('Format');
    await waitFor(() => expect(shown()).toBe('<a>\n  <b>hello</b>\n</a>\n'));
    expect(posted).toEqual([{ kind: 'format', xml: '<a><b>hello</b></a>', indent: '2' }]);
  });

  it('minifies (no indent to choose)', async () => {
    renderPage(XmlPage);
    choose('Minify');
    expect(screen.queryByLabelText('Indent')).toBeNull();
    type('XML document', '<a>\n  <b>x</b>\n</a>');
    press('Minify');
    await waitFor(() => expect(shown()).toBe('<a><b>x</b></a>\n'));
  });

  it('validates: the figures of a well-formed document, the line and column of a broken one, the text kept', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage(XmlPage);
    choose('Validate');
    type('XML document', '<feed><entry a="1"/><entry/></feed>');
    press('Validate');
    expect(await screen.findByText('Valid XML: well-formed.')).toBeTruthy();
    expect(screen.getByText('<feed>')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();

    const broken = '<feed>\n  <entry></feed>';
    type('XML document', broken);
    press('Validate');
    const box = screen.getByLabelText<HTMLTextAreaElement>('XML document');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    const message = error.mock.calls[0]?.[1]?.description;
    expect(message).toMatch(/\(line 2, column \d+\)\.$/);
    expect(screen.getByText(String(message))).toBeTruthy();
    expect(box.value).toBe(broken);
    // The cursor sits where the parser stopped, on line 2.
    expect(box.selectionStart).toBeGreaterThan(broken.indexOf('\n'));
    expect(screen.queryByText('Valid XML: well-formed.')).toBeNull();
  });

  it('converts XML to JSON and JSON back to XML in xmltodict’s convention', async () => {
    renderPage(XmlPage);
    choose('XML to JSON');
    type('XML document', '<r id="7"><i>a</i><i>b</i></r>');
    press('Convert to JSON');
    await waitFor(() => expect(JSON.parse(String(shown()))).toEqual({ r: { '@id': '7', i: ['a', 'b'] } }));

    choose('JSON to XML');
    type('JSON document', '{"r": {"@id": "7", "i": ["a", "b"]}}');
    press('Convert to XML');
    await waitFor(() => expect(shown()).toBe('<r id="7">\n  <i>a</i>\n  <i>b</i>\n</r>\n'));
  });

  it('opens a JSON file for JSON to XML as UTF-8 or UTF-16, and says so under the JSON of one that is neither', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = renderPage(XmlPage);
    choose('JSON to XML');
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const json = () => screen.getByLabelText<HTMLTextAreaElement>('JSON document').value;
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('{"r": "caf\u00e9"}', 'utf16le')]);
    fireEvent.change(input(), { target: { files: [new File([utf16], 'utf16.json')] } });
    await waitFor(() => expect(json()).toBe('{"r": "caf\u00e9"}'));
    const latin1 = Buffer.from('{"r": "caf\u00e9"}', 'latin1');
    fireEvent.change(input(), { target: { files: [new File([latin1], 'latin1.json')] } });
    const message =
      'latin1.json is not UTF-8 text (byte 0xE9 at offset 10): save it as UTF-8 and open it again.';
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Not UTF-8 Text', { description: message }));
    expect(screen.getByLabelText('JSON document').getAttribute('aria-invalid')).toBe('true');
    expect(json()).toBe('{"r": "caf\u00e9"}');
  });

  it('runs an XPath query and lists what it selects', async () => {
    renderPage(XmlPage);
    choose('XPath');
    type('XML document', '<r><i>a</i><i>b</i></r>');
    type('XPath expression', '//i/text()');
    press('Run query');
    expect(await screen.findByText('2 nodes')).toBeTruthy();
    expect(shown()).toBe('a\nb');
    type('XPath expression', 'count(//i)');
    press('Run query');
    expect(await screen.findByText('A number')).toBeTruthy();
    expect(shown()).toBe('2');
  });

  it('queries names in a default namespace through the prefixes given, one prefix=uri a line', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage(XmlPage);
    choose('XPath');
    expect(screen.getByLabelText('Namespace prefixes')).toBeTruthy();
    type(
      'XML document',
      '<project xmlns="http://maven.apache.org/POM/4.0.0"><artifactId>commons-lang3</artifactId></project>',
    );
    type('XPath expression', '/m:project/m:artifactId/text()');
    type('Namespace prefixes', 'x=urn:unused\nm=http://maven.apache.org/POM/4.0.0\n');
    press('Run query');
    expect(await screen.findByText('1 node')).toBeTruthy();
    expect(shown()).toBe('commons-lang3');
    expect(posted.at(-1)).toMatchObject({
      kind: 'xpath',
      namespaces: { x: 'urn:unused', m: 'http://maven.apache.org/POM/4.0.0' },
    });

    const sent = posted.length;
    type('Namespace prefixes', 'm http://maven.apache.org/POM/4.0.0');
    press('Run query');
    const message =
      'A namespace prefix is written prefix=uri (like s=http://www.w3.org/2000/svg), not "m http://maven.apache.org/POM/4.0.0".';
    await waitFor(() =>
      expect(screen.getByLabelText('Namespace prefixes').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText(message)).toBeTruthy();
    expect(error).toHaveBeenLastCalledWith('Invalid Namespace', { description: message });
    expect(posted).toHaveLength(sent);
    choose('Format');
    expect(screen.queryByLabelText('Namespace prefixes')).toBeNull();
  });

  it('marks the field at fault: a broken expression, blank XML, and keeps what was typed', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage(XmlPage);
    choose('XPath');
    type('XML document', '<r/>');
    type('XPath expression', '//[');
    press('Run query');
    await waitFor(() =>
      expect(screen.getByLabelText('XPath expression').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('XPath expression').value).toBe('//[');

    choose('Format');
    type('XML document', '   ');
    press('Format');
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Error', { description: 'Please enter some XML.' }),
    );
  });

  it('opens a small file into the box to edit, and reads a large one as a file', async () => {
    const { container } = renderPage(XmlPage);
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input(), { target: { files: [new File(['<a><b/></a>'], 'small.xml')] } });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('XML document').value).toBe('<a><b/></a>'),
    );

    const large = `<r>${'<i>x</i>'.repeat(130_000)}</r>`;
    fireEvent.change(input(), { target: { files: [new File([large], 'large.xml')] } });
    expect(await screen.findByText('large.xml')).toBeTruthy();
    expect(screen.queryByLabelText('XML document')).toBeNull();
    press('Format');
    await waitFor(() => expect(posted.at(-1)).toEqual({ kind: 'format', xml: large, indent: '2' }));
    expect(await screen.findByRole('note')).toBeTruthy();

    fireEvent.change(input(), { target: { files: [new File([`${large}<broken`], 'broken.xml')] } });
    expect(await screen.findByText('broken.xml')).toBeTruthy();
    press('Format');
    expect((await screen.findByRole('alert')).textContent).toMatch(/\(line 1, column \d+\)\.$/);

    fireEvent.click(screen.getByRole('button', { name: 'Remove broken.xml' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('XML document').value).toBe('<a><b/></a>');
  });

  it('opens a file in the encoding it declares, and downloads the result in it', async () => {
    const downloads: OutputFile[] = [];
    const { container } = render(
      <MemoryRouter>
        <PlatformPortsProvider ports={{ downloads: { write: async (file) => void downloads.push(file) } }}>
          <XmlPage />
        </PlatformPortsProvider>
      </MemoryRouter>,
    );
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const declaration = '<?xml version="1.0" encoding="ISO-8859-1"?>';
    const latin1 = Uint8Array.from(`${declaration}<a>caf\u00e9</a>`, (char) => char.charCodeAt(0));
    fireEvent.change(input(), { target: { files: [new File([latin1], 'latin1.xml')] } });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('XML document').value).toBe(
        `${declaration}<a>caf\u00e9</a>`,
      ),
    );
    press('Format');
    await waitFor(() => expect(shown()).toBe(`${declaration}\n<a>caf\u00e9</a>\n`));
    fireEvent.click(screen.getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.data).toEqual(
      Uint8Array.from(`${declaration}\n<a>caf\u00e9</a>\n`, (char) => char.charCodeAt(0)),
    );

    const error = vi.spyOn(toast, 'error');
    const notUtf8 = Uint8Array.from('<a>\ncaf\u00e9</a>', (char) => char.charCodeAt(0));
    fireEvent.change(input(), { target: { files: [new File([notUtf8], 'not-utf8.xml')] } });
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Invalid XML', {
        description: expect.stringMatching(/not UTF-8 .*\(line 2, column 4\)\.$/),
      }),
    );
  });
});
