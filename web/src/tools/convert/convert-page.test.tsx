import { fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError } from '../../testing/field-error';
import { renderPage } from '../../testing/render-page';
import ConvertPage from './convert-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const page = () => renderPage(ConvertPage);

const output = () => screen.queryByRole('region', { name: /^converted\./ })?.textContent;

describe('Convert page', () => {
  it('converts the YAML sample, its anchors resolved, to JSON', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: /Convert/ }));
    await vi.waitFor(() => expect(output()).toBeTruthy(), { timeout: 10_000 });
    expect(JSON.parse(output() ?? '')).toEqual({
      'x-defaults': { restart: 'always' },
      services: { web: { restart: 'always', image: 'nginx:1.27' } },
    });
    expect(screen.getByText('YAML (detected) to JSON')).toBeTruthy();
  });

  it('opens a file through the shared file drop (format from its name) and turns away other files', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = page();
    expect(screen.getByRole('button', { name: /Open a file.*Click to upload/ })).toBeTruthy();
    const input = container.querySelector('[data-slot="file-drop"] input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(error).toHaveBeenCalledWith('Invalid File Type', {
      description: 'Open a .json, .yaml, .yml or .toml file.',
    });
    fireEvent.change(input, { target: { files: [new File(['title = "Rocket"\n'], 'app.toml')] } });
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Data') as HTMLTextAreaElement).value).toContain('Rocket'),
    );
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('toml');
  });

  it('opens UTF-16 as text, and refuses Latin-1, binary and too large files, the data typed kept', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = page();
    const input = container.querySelector('[data-slot="file-drop"] input[type=file]') as HTMLInputElement;
    const data = () => (screen.getByLabelText('Data') as HTMLTextAreaElement).value;
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('name: caf\u00e9\n', 'utf16le')]);
    fireEvent.change(input, { target: { files: [new File([utf16], 'utf16.yaml')] } });
    await vi.waitFor(() => expect(data()).toBe('name: caf\u00e9\n'));
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: 'typed: 1\n' } });
    const latin1 = Buffer.from('name: caf\u00e9\n', 'latin1');
    fireEvent.change(input, { target: { files: [new File([latin1], 'latin1.yaml')] } });
    await vi.waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Not UTF-8 Text', {
        description:
          'latin1.yaml is not UTF-8 text (byte 0xE9 at offset 9): save it as UTF-8 and open it again.',
      }),
    );
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x7b, 0, 0x7d])], 'nul.json')] } });
    await vi.waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Not UTF-8 Text', {
        description: 'nul.json is a binary file, not text (it holds NUL bytes).',
      }),
    );
    const huge = new File(['{}'], 'huge.json');
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(error).toHaveBeenLastCalledWith('File Too Large', { description: 'Open a file of up to 10 MB.' });
    expect(data()).toBe('typed: 1\n');
  });

  it('converts JSON to TOML with sorted keys', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '{"b":1,"a":{"y":2,"x":3}}' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'toml' } });
    fireEvent.click(screen.getByLabelText('Sort keys'));
    fireEvent.click(screen.getByRole('button', { name: /Convert/ }));
    await vi.waitFor(() => expect(output()).toBe('b = 1\n\n[a]\nx = 3\ny = 2\n'), { timeout: 10_000 });
  });

  it('says under the data where bad input is wrong, keeps it, and clears the message once it is fixed', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: 'name = "x"\nname = "y"\n' } });
    fireEvent.click(screen.getByRole('button', { name: /Convert/ }));
    await vi.waitFor(() => expect(fieldError('Data')).toMatch(/^Invalid TOML at line 2, column \d+: /), {
      timeout: 10_000,
    });
    expect(error).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Data') as HTMLTextAreaElement).value).toBe('name = "x"\nname = "y"\n');
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: 'name = "x"\n' } });
    await vi.waitFor(() => expect(fieldError('Data')).toBeUndefined());
  });
});
