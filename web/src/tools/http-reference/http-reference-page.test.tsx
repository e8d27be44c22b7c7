import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError } from '../../testing/field-error';
import { renderPage } from '../../testing/render-page';
import HttpReferencePage from './http-reference-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(HttpReferencePage);
const rows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('HTTP Status Codes & MIME Types page', () => {
  it('reads 422 as IANA names it, linked to its RFC section', () => {
    page();
    expect(rows('Status codes found')).toEqual([
      '422Unprocessable Content4xx Client Error; also sent as "Unprocessable Entity"RFC 9110, Section 15.5.21',
    ]);
    const link = screen.getByRole('link', { name: 'RFC 9110, Section 15.5.21' });
    expect(link.getAttribute('href')).toBe('https://www.rfc-editor.org/rfc/rfc9110#section-15.5.21');
  });

  it('searches by words, and says under the field when nothing matches, keeping what was typed', () => {
    page();
    const input = screen.getByLabelText('Status code or words') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'teapot' } });
    expect(rows('Status codes found')[0]).toMatch(/^418\(Unused\)/);
    fireEvent.change(input, { target: { value: '427' } });
    expect(fieldError('Status code or words')).toBe("427 is unassigned in IANA's HTTP status code registry.");
    expect(input.value).toBe('427');
  });

  it('finds the media type of a file name with its RFC', async () => {
    page();
    // mime-db loads on the first lookup.
    await vi.waitFor(
      () => expect(rows('Media types found')).toEqual(['application/pdfIANA registration.pdfRFC 8118']),
      { timeout: 10_000 },
    );
    fireEvent.change(screen.getByLabelText('File name, extension or media type'), {
      target: { value: 'qqqq' },
    });
    await vi.waitFor(() =>
      expect(fieldError('File name, extension or media type')).toBe('No media type matches "qqqq".'),
    );
  });
});
