import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import JwtPage from './jwt-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const page = () => renderPage(JwtPage);

/** RFC 7519 §3.1. */
const RFC7519 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('JWT page', () => {
  it('decodes as you type: claims, meanings, expiry', () => {
    page();
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: RFC7519 } });
    const claims = screen.getByRole('table', { name: 'Claims' });
    expect(within(claims).getByRole('rowheader', { name: 'iss' })).toBeTruthy();
    expect(within(claims).getByText('"joe"')).toBeTruthy();
    expect(within(claims).getByText(/Issuer: who made the token/)).toBeTruthy();
    expect(screen.getByText(/^Expired \d+ y ago \(2011-03-22T18:43:00\.000Z\)$/)).toBeTruthy();
  });

  it('shows what is wrong with a token under the field, and keeps it', () => {
    page();
    const field = screen.getByLabelText('Token');
    fireEvent.change(field, { target: { value: 'abc.def' } });
    expect(screen.getByText(/this one has 2\.$/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLTextAreaElement).value).toBe('abc.def');
  });

  it('signs a Supabase test token, decodes it, and verifies it with the secret', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Signing secret'), { target: { value: 'dev-secret' } });
    fireEvent.click(screen.getByRole('button', { name: /Sign test token/ }));
    const claims = await screen.findByRole('table', { name: 'Claims' });
    expect(within(claims).getByText(/authenticated: a signed-in user/)).toBeTruthy();
    // iat is whole seconds, so the page's clock may be up to a second past it.
    expect(screen.getByText(/^Expires in (1 h|59 min 59 s) \(/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Secret'), { target: { value: 'dev-secret' } });
    fireEvent.click(screen.getByRole('button', { name: /Verify signature/ }));
    expect(await screen.findByText(/^Valid: the HS256 signature matches/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Secret'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /Verify signature/ }));
    expect(await screen.findByText('Invalid: the signature does not match this secret.')).toBeTruthy();
  });

  it('keeps the claims to sign and the choices across a reload, never the secrets', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Claims (JSON)'), { target: { value: '{"sub":"kept"}' } });
    fireEvent.change(screen.getByLabelText('Signing secret'), { target: { value: 'not-kept' } });
    first.unmount();
    page();
    expect((screen.getByLabelText('Claims (JSON)') as HTMLTextAreaElement).value).toBe('{"sub":"kept"}');
    expect((screen.getByLabelText('Signing secret') as HTMLInputElement).value).toBe('');
    expect(JSON.stringify({ ...localStorage })).not.toContain('not-kept');
  });

  it('says what is wrong with the claims to sign', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(screen.getByLabelText('Claims (JSON)'), { target: { value: '[1]' } });
    fireEvent.change(screen.getByLabelText('Signing secret'), { target: { value: 's' } });
    fireEvent.click(screen.getByRole('button', { name: /Sign test token/ }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Cannot sign', {
        description: 'the claims must be a JSON object, e.g. {"sub":"123"}.',
      }),
    );
  });

  it('refuses a key file that is not text (a DER certificate) in a toast, the key typed kept', async () => {
    const error = vi.spyOn(toast, 'error');
    const { container } = page();
    fireEvent.change(screen.getByLabelText('Verify with'), { target: { value: 'key' } });
    fireEvent.change(screen.getByLabelText('Public key'), { target: { value: 'typed' } });
    const der = new Uint8Array([
      0x30, 0x82, 0x03, 0x01, 0x30, 0x82, 0x01, 0xe9, 0xa0, 0x03, 0x02, 0x01, 0x02, 0x02, 0x00,
    ]);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([der], 'server.cer')] } });
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Not UTF-8 Text', {
        description: 'server.cer is a binary file, not text (it holds NUL bytes).',
      }),
    );
    expect((screen.getByLabelText('Public key') as HTMLTextAreaElement).value).toBe('typed');
  });
});
