import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import CertificatesPage from './certificates-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(CertificatesPage);

const input = () => screen.getByLabelText('Certificate, chain, CSR or public key') as HTMLTextAreaElement;

describe('Certificate Decoder page', () => {
  it('decodes the sample: subject, key, fingerprint and days left; keeps it across a reload', async () => {
    const first = page();
    fireEvent.click(screen.getByRole('button', { name: 'Load sample' }));
    const cert = await screen.findByRole('region', { name: 'Certificate' });
    expect(cert.textContent).toContain('CN=ISRG Root X1');
    expect(cert.textContent).toContain('RSA 4096 bit');
    expect(cert.textContent).toContain(
      '96:BC:EC:06:26:49:76:F3:74:60:77:9A:CF:28:C5:A7:CF:E8:A3:C0:AA:E1:1A:8F:FC:EE:05:C0:BD:DF:08:C6',
    );
    expect(cert.textContent).toMatch(/\d+ days left|Expired/);
    first.unmount();
    page();
    expect(input().value).toContain('-----BEGIN CERTIFICATE-----');
  });

  it('says what is wrong, once, and keeps what was pasted', async () => {
    page();
    fireEvent.change(input(), {
      target: { value: '-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----' },
    });
    expect(
      await screen.findByText(
        'Found RSA PRIVATE KEY: give a certificate, a certificate request (CSR) or a public key. Private keys are never read.',
      ),
    ).toBeTruthy();
    expect(input().value).toContain('PRIVATE KEY');
  });

  it('never keeps a pasted private key in the browser, and drops what was kept before it', async () => {
    const first = page();
    fireEvent.click(screen.getByRole('button', { name: 'Load sample' }));
    await screen.findByRole('region', { name: 'Certificate' });
    // Kept a render later, in a task of its own (use-stored-state.ts).
    await waitFor(() => expect(JSON.stringify({ ...localStorage })).toContain('BEGIN CERTIFICATE'));
    for (const label of ['PRIVATE KEY', 'EC PRIVATE KEY', 'ENCRYPTED PRIVATE KEY', 'OPENSSH PRIVATE KEY']) {
      fireEvent.change(input(), {
        target: {
          value: `-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n-----BEGIN ${label}-----\nMIIE\n`,
        },
      });
      expect(JSON.stringify({ ...localStorage }), label).not.toMatch(/PRIVATE|BEGIN CERTIFICATE/);
    }
    first.unmount();
    page();
    expect(input().value).toBe('');
  });

  it("says whether a request's self-signature verifies (openssl req -verify)", async () => {
    page();
    // A request made with openssl (core's fixtures/request.csr), then the same with a byte of its signature changed.
    const pem = `-----BEGIN CERTIFICATE REQUEST-----
MIIBAjCBqQIBADAaMRgwFgYDVQQDDA9yZXF1ZXN0LmV4YW1wbGUwWTATBgcqhkjO
PQIBBggqhkjOPQMBBwNCAASOFxOI3WjD0YteeQQk+7Tadfj0DC9qM3CZ5auyYb2d
ETuyyhHgbVhPOCm8mF4rZ+VYo2sXsju9o3Q6FK6bXis2oC0wKwYJKoZIhvcNAQkO
MR4wHDAaBgNVHREEEzARgg9yZXF1ZXN0LmV4YW1wbGUwCgYIKoZIzj0EAwIDSAAw
RQIgJ8WsuMJG/I8hcvqVMcgLD0sJM8A4P0Jkh8wfGbiu0iUCIQDJ3pSh04iWvwRw
Vhrq76p3+jMdgCUkniODmYDX5Zx/KQ==
-----END CERTIFICATE REQUEST-----`;
    fireEvent.change(input(), { target: { value: pem } });
    const good = await screen.findByRole('region', { name: 'Certificate request' });
    expect(good.textContent).toContain('self-signature verifies');
    fireEvent.change(input(), { target: { value: pem.replace('5Zx/KQ==', '5Zx/KA==') } });
    await screen.findByText(/self-signature does NOT verify/);
  });
});
