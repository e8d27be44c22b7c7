import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import BasicAuthPage from './basic-auth-page';

beforeEach(() => localStorage.clear());

const page = () =>
  render(
    <MemoryRouter>
      <BasicAuthPage />
    </MemoryRouter>,
  );

describe('Basic Auth & Data URI page', () => {
  it('writes the RFC 7617 header in UTF-8 and stores nothing', () => {
    page();
    fireEvent.change(screen.getByLabelText('User-id'), { target: { value: 'test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: '123£' } });
    expect(
      within(screen.getByLabelText('Header')).getByText('Authorization: Basic dGVzdDoxMjPCow=='),
    ).toBeTruthy();
    expect(JSON.stringify({ ...localStorage })).not.toContain('123£');
  });

  it('marks a user-id with a colon and keeps it', () => {
    page();
    const user = screen.getByLabelText('User-id') as HTMLInputElement;
    fireEvent.change(user, { target: { value: 'a:b' } });
    expect(screen.getByText(/may not contain a colon/)).toBeTruthy();
    expect(user.value).toBe('a:b');
  });

  it('decodes a header and a data URI with its size', () => {
    page();
    fireEvent.change(screen.getByLabelText('Header to decode'), {
      target: { value: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==' },
    });
    expect(within(screen.getByLabelText('Decoded credentials')).getByText('open sesame')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Data URI to decode'), {
      target: { value: 'data:,A%20brief%20note' },
    });
    const decoded = screen.getByLabelText('Decoded data URI');
    expect(within(decoded).getByText('text/plain')).toBeTruthy();
    expect(within(decoded).getByText('12 bytes')).toBeTruthy();
  });

  it('says what is wrong with a data URI', () => {
    page();
    fireEvent.change(screen.getByLabelText('Data URI to decode'), {
      target: { value: 'data:image/png;base64,@@' },
    });
    expect(screen.getByText('The data after ";base64," is not Base64.')).toBeTruthy();
  });
});
