import { fireEvent, render, screen } from '@testing-library/react';
import { ToolInputError } from '@toolbox/core/errors';
import { memorySink } from '@toolbox/core/testing';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorInput } from './color-input';
import { normalizeHex } from './color-value';
import { CopyButton } from './copy-button';
import { DownloadButton, writeFiles } from './download-button';
import { DownloadRow } from './download-row';
import { counterTone, Field } from './field';
import { FileDrop } from './file-drop';
import { checkFile, formatBytes } from './file-rules';
import { OutputPanel } from './output-panel';
import { Input } from './ui/input';

afterEach(() => vi.restoreAllMocks());

describe('Field', () => {
  it('labels the control and links hint, counter and error', () => {
    render(
      <Field label="Title" hint="Shown on the card" count={58} max={60} error="Too long">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Title');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((node) => node?.textContent)).toEqual(['Too long', 'Shown on the card', '58/60']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    [0, 60, 'normal'],
    [53, 60, 'normal'],
    [54, 60, 'near'],
    [60, 60, 'near'],
    [61, 60, 'over'],
  ] as const)('counter %i/%i is %s', (count, max, tone) => {
    expect(counterTone(count, max)).toBe(tone);
  });
});

describe('CopyButton', () => {
  it('copies and toasts "Copied!"', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const success = vi.spyOn(toast, 'success');
    render(<CopyButton value={() => 'generated'} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Copied!', undefined));
    expect(writeText).toHaveBeenCalledWith('generated');
    vi.unstubAllGlobals();
  });

  it('toasts the spec failure message when copying fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('no')) },
    });
    Object.assign(document, { execCommand: () => false });
    const error = vi.spyOn(toast, 'error');
    render(<CopyButton value="x" iconOnly label="Copy snippet" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy snippet' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'Failed to copy to clipboard.' }),
    );
    vi.unstubAllGlobals();
  });
});

describe('DownloadButton and writeFiles', () => {
  const file = (name: string) => ({ name, mime: 'text/plain', data: name });

  it('writes files one by one with the pause between them', async () => {
    const sink = memorySink();
    const waits: number[] = [];
    await writeFiles([file('a'), file('b'), file('c')], sink, {
      delayMs: 500,
      wait: async (ms) => void waits.push(ms),
    });
    expect(sink.files.map((written) => written.name)).toEqual(['a', 'b', 'c']);
    expect(waits).toEqual([500, 500]);
  });

  it('zips several files when given a zip name', async () => {
    const sink = memorySink();
    await writeFiles([file('a'), file('b')], sink, { zipName: 'all' });
    expect(sink.files.map((written) => written.name)).toEqual(['all.zip']);
  });

  it('shows the busy text, then toasts success', async () => {
    const sink = memorySink();
    const success = vi.spyOn(toast, 'success');
    let finish!: () => void;
    const ready = new Promise<void>((resolve) => {
      finish = resolve;
    });
    render(
      <DownloadButton
        sink={sink}
        successTitle="Download Complete"
        files={async () => {
          await ready;
          return file('a.txt');
        }}
      >
        Download TXT
      </DownloadButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download TXT' }));
    expect((await screen.findByRole('button', { name: 'Generating...' })).hasAttribute('disabled')).toBe(
      true,
    );
    finish();
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Download Complete', undefined));
    expect(sink.files).toHaveLength(1);
  });

  it('toasts the caller message on failure, or the ToolInputError itself', async () => {
    const error = vi.spyOn(toast, 'error');
    render(
      <>
        <DownloadButton
          errorDescription="Failed to generate favicon"
          files={() => {
            throw new Error('canvas');
          }}
        >
          One
        </DownloadButton>
        <DownloadButton
          files={() => {
            throw new ToolInputError('Generate a color palette first.', 'No Colors');
          }}
        >
          Two
        </DownloadButton>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'One' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Download Failed', { description: 'Failed to generate favicon' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Two' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('No Colors', { description: 'Generate a color palette first.' }),
    );
  });
});

describe('DownloadRow', () => {
  it('names its button by what it downloads, then the visible text (label in name)', () => {
    render(
      <ul>
        <DownloadRow
          title="Facebook"
          detail="1200 × 630"
          file={() => ({ name: 'og.png', data: new Uint8Array(), mime: 'image/png' })}
          fileName="og.png"
          label="Download 1200 × 630"
          errorDescription="Failed"
        />
      </ul>,
    );
    expect(screen.getByRole('button').textContent).toBe('Download 1200 × 630 PNG');
    expect(screen.getByRole('button', { name: 'Download 1200 × 630 PNG' })).toBeTruthy();
  });
});

describe('OutputPanel', () => {
  it('shows Raw and Preview tabs and toggles line wrapping', () => {
    render(<OutputPanel value="const a = 1;" preview={<p>rendered</p>} defaultTab="raw" />);
    expect(screen.getByRole('tab', { name: 'Raw' }).getAttribute('aria-selected')).toBe('true');
    const region = screen.getByRole('region', { name: 'Output' });
    expect(region.textContent).toBe('const a = 1;');
    const wrap = screen.getByRole('button', { name: 'Wrap long lines' });
    expect(wrap.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(wrap);
    expect(wrap.getAttribute('aria-pressed')).toBe('false');
    expect(region.querySelector('pre')?.className).toContain('whitespace-pre');
  });

  it('shows the empty state until there is output', () => {
    render(<OutputPanel value="" empty={<p>Nothing yet</p>} />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('ColorInput', () => {
  it.each([
    ['#3B82F6', '#3b82f6'],
    ['3b82f6', '#3b82f6'],
    ['#38f', '#3388ff'],
    [' #abc ', '#aabbcc'],
    ['#12345', undefined],
    ['blue', undefined],
  ])('normalizeHex(%j) = %j', (input, hex) => {
    expect(normalizeHex(input)).toBe(hex);
  });

  it('reports valid colours and flags invalid ones inline', () => {
    const onChange = vi.fn();
    render(<ColorInput label="Background" value="#3b82f6" onChange={onChange} />);
    const text = screen.getByLabelText('Background');
    fireEvent.change(text, { target: { value: '#fff' } });
    expect(onChange).toHaveBeenLastCalledWith('#ffffff');
    fireEvent.change(text, { target: { value: '#ff' } });
    expect(screen.getByText('Enter a hex colour such as #3b82f6.')).toBeTruthy();
    expect(screen.getByLabelText('Background picker')).toBeTruthy();
  });
});

describe('FileDrop', () => {
  const messages = {
    type: { title: 'Invalid File Type', description: 'Please upload an image file (PNG, JPG, or SVG)' },
    size: { title: 'File Too Large', description: 'Please upload an image smaller than 2MB' },
  };

  it.each([
    [{ name: 'a.png', type: 'image/png', size: 10 }, undefined],
    [{ name: 'a.svg', type: 'image/svg+xml', size: 10 }, undefined],
    [{ name: 'a.txt', type: 'text/plain', size: 10 }, 'type'],
    [{ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'size'],
  ])('checkFile(%j) = %s', (file, problem) => {
    expect(checkFile(file, { accept: ['image/*'], maxBytes: 2 * 1024 * 1024 })).toBe(problem);
  });

  it('matches extensions too', () => {
    expect(checkFile({ name: 'API.YAML', type: '', size: 1 }, { accept: ['.yaml', '.yml'] })).toBeUndefined();
  });

  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [2 * 1024 * 1024, '2.0 MB'],
  ])('formatBytes(%i) = %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('rejects a dropped file with the caller message and accepts a good one', () => {
    const error = vi.spyOn(toast, 'error');
    const onFile = vi.fn();
    render(
      <FileDrop
        label="Logo"
        accept={['image/*']}
        maxBytes={2 * 1024 * 1024}
        messages={messages}
        onFile={onFile}
      />,
    );
    const zone = screen.getByRole('button', { name: 'Logo Click to upload or drag and drop' });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(error).toHaveBeenCalledWith('Invalid File Type', {
      description: 'Please upload an image file (PNG, JPG, or SVG)',
    });
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { files: [logo] } });
    expect(onFile).toHaveBeenCalledWith(logo);
  });

  it('names the button with every word it shows; the description describes it (label in name)', () => {
    render(
      <FileDrop
        label="Logo"
        description="PNG, JPG or SVG up to 2MB"
        accept={['image/*']}
        maxBytes={2 * 1024 * 1024}
        messages={messages}
        onFile={vi.fn()}
      />,
    );
    const zone = screen.getByRole('button', { name: 'Logo Click to upload or drag and drop' });
    expect(zone.textContent?.trim()).toBe('Click to upload or drag and drop');
    expect(screen.getByText('PNG, JPG or SVG up to 2MB').id).toBe(zone.getAttribute('aria-describedby'));
  });
});
