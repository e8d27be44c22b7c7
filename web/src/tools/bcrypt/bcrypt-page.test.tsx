import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import BcryptPage from './bcrypt-page';

beforeEach(() => localStorage.clear());

const page = () =>
  render(
    <MemoryRouter>
      <BcryptPage />
    </MemoryRouter>,
  );

const U = '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW';

describe('Bcrypt page', () => {
  it('hashes a password at the cost asked, and stores nothing of it', async () => {
    page();
    fireEvent.change(screen.getByLabelText(/^Password to hash/), { target: { value: 'hunter2' } });
    fireEvent.change(screen.getByLabelText(/^Cost/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: /^Hash/ }));
    const made = await screen.findByLabelText('New hash');
    expect(within(made).getByText(/^\$2b\$04\$[./A-Za-z0-9]{53}$/)).toBeTruthy();
    expect(JSON.stringify({ ...localStorage })).not.toContain('hunter2');
    expect(window.location.href).not.toContain('hunter2');
  });

  it('refuses a cost past the limit on its field', async () => {
    page();
    fireEvent.change(screen.getByLabelText(/^Cost/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: /^Hash/ }));
    expect(await screen.findByText(/The cost is a whole number from 4 to 15/)).toBeTruthy();
  });

  it('reads a hash as it is pasted and compares a password with it', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Bcrypt hash'), { target: { value: U } });
    const details = within(screen.getByLabelText('Hash details'));
    expect(details.getByText('$2a$')).toBeTruthy();
    expect(details.getByText('CCCCCCCCCCCCCCCCCCCCC.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Password to check/), { target: { value: 'U*U' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Password matches')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Password to check/), { target: { value: 'U*U*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Password does not match')).toBeTruthy();
  });

  it('names what is wrong with a hash, and keeps it', () => {
    page();
    const field = screen.getByLabelText('Bcrypt hash') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '$2a$10$short' } });
    expect(screen.getByText(/A bcrypt hash is \$2a\$, \$2b\$ or \$2y\$/)).toBeTruthy();
    expect(field.value).toBe('$2a$10$short');
    expect((screen.getByRole('button', { name: 'Compare' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
