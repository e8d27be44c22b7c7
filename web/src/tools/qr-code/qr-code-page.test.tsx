import { fireEvent, screen } from '@testing-library/react';
import { QR_DEFAULTS, runQrCode, runQrSvg } from '@toolbox/core/tools/qr-code';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import QrCodePage from './qr-code-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(QrCodePage);

const shownSvg = () => {
  const src = screen.getByRole('img', { name: /^QR code/ }).getAttribute('src') ?? '';
  return decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
};

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('QR Code Generator page', () => {
  it('shows the code core draws for the URL, with its version and size', () => {
    page();
    change('URL', 'example.com/docs');
    const code = runQrCode({ ...QR_DEFAULTS, payload: { kind: 'url', url: 'https://example.com/docs' } });
    expect(shownSvg()).toBe(runQrSvg(code));
    expect(
      screen.getByText(
        `Version ${code.version}, ${code.size}×${code.size} modules, level M; ${code.pixels}×${code.pixels} px.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PNG' })).toBeTruthy();
  });

  it('encodes a Wi-Fi network; says what is wrong with a short password and keeps what was typed', () => {
    const first = page();
    change('Content', 'wifi');
    change('Network name (SSID)', 'Home;Net');
    change('Password', 'short');
    expect(screen.getByRole('alert').textContent).toBe(
      'A WPA password is 8 to 63 characters (or 64 hex digits); this one is 5.',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('short');
    change('Password', 'correct horse');
    expect(screen.queryByRole('alert')).toBeNull();
    const code = runQrCode({
      ...QR_DEFAULTS,
      payload: { kind: 'wifi', ssid: 'Home;Net', password: 'correct horse', security: 'WPA', hidden: false },
    });
    expect(code.text).toBe('WIFI:T:WPA;S:Home\\;Net;P:correct horse;;');
    expect(shownSvg()).toBe(runQrSvg(code));
    first.unmount();
    page();
    expect((screen.getByLabelText('Network name (SSID)') as HTMLInputElement).value).toBe('Home;Net');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(JSON.stringify({ ...localStorage })).not.toContain('correct horse');
  });

  it('keeps a contact, the level and the colours across a reload, and warns about faint colours', () => {
    const first = page();
    change('Content', 'vcard');
    change('First name', 'Ada');
    change('Error correction', 'H');
    change('Modules', '#dddddd');
    expect(screen.getByRole('status').textContent).toMatch(/differ by 28% in brightness/);
    first.unmount();
    page();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Error correction') as HTMLSelectElement).value).toBe('H');
    expect(shownSvg()).toContain('fill="#dddddd"');
  });

  it('an out-of-range module size gives one message and keeps the field', () => {
    page();
    change('Module size (px)', '99');
    expect(screen.getByRole('alert').textContent).toBe(
      'The module size must be a whole number from 1 to 40.',
    );
    expect((screen.getByLabelText('Module size (px)') as HTMLInputElement).value).toBe('99');
  });
});
