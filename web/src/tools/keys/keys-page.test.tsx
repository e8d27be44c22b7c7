import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import KeysPage from './keys-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const page = () =>
  render(
    <MemoryRouter>
      <KeysPage />
    </MemoryRouter>,
  );

const here = dirname(fileURLToPath(import.meta.url));
const corpus = (name: string) =>
  readFileSync(join(here, '../../../../core/src/tools/keys/corpus', name), 'utf8');

describe('Key Pairs page', () => {
  it('reads a pasted PEM key into every form with its fingerprints, and stores none of it', async () => {
    page();
    const pem = corpus('jsonwebtoken-prime256v1-private.pem');
    fireEvent.change(screen.getByLabelText(/^PEM or JWK/), { target: { value: pem } });
    const sec1 = await screen.findByRole('region', { name: 'Private key, SEC1 PEM' });
    expect(sec1.querySelector('pre')?.textContent).toBe(pem);
    const key = screen.getByLabelText('Key and fingerprints');
    expect(within(key).getByText('EC P-256, private')).toBeTruthy();
    expect(within(key).getByText(/^[0-9a-f]{64}$/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Public JWK' }).textContent).toContain('"kty": "EC"');
    const kept = JSON.stringify({ ...localStorage });
    expect(kept).not.toContain('PRIVATE KEY');
    expect(kept).not.toContain('MHcCAQEE');
    expect(window.location.href).not.toContain('PRIVATE');
  });

  it('generates an EC pair of the curve chosen, and keeps only the choice', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Curve'), { target: { value: 'P-384' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate key pair' }));
    const key = await screen.findByLabelText('Key and fingerprints');
    expect(within(key).getByText('EC P-384, private')).toBeTruthy();
    expect((screen.getByLabelText(/^PEM or JWK/) as HTMLTextAreaElement).value).toMatch(
      /^-----BEGIN PRIVATE KEY-----/,
    );
    const kept = JSON.stringify({ ...localStorage });
    expect(kept).toContain('P-384');
    expect(kept).not.toContain('PRIVATE KEY');
  });

  it('refuses a key file that is not text (DER) or over 1 MB in a toast, the key typed kept', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = page();
    fireEvent.change(screen.getByLabelText(/^PEM or JWK/), { target: { value: 'typed' } });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const der = new Uint8Array([
      0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x05, 0x00,
    ]);
    fireEvent.change(input, { target: { files: [new File([der], 'id.key')] } });
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Not UTF-8 Text', {
        description: 'id.key is a binary file, not text (it holds NUL bytes).',
      }),
    );
    const huge = new File(['x'], 'huge.pem');
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('File Too Large', { description: 'Open a file of up to 1 MB.' }),
    );
    expect((screen.getByLabelText(/^PEM or JWK/) as HTMLTextAreaElement).value).toBe('typed');
  });

  it('says what is wrong with a key on its field, and keeps what was typed', async () => {
    page();
    const field = screen.getByLabelText(/^PEM or JWK/);
    fireEvent.change(field, { target: { value: '{"kty": "oct", "k": "AA"}' } });
    expect(await screen.findByText(/"oct" and "OKP" keys are not read/)).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('{"kty": "oct", "k": "AA"}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
