import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import UlidPage from './ulid-page';

beforeEach(() => localStorage.clear());

const page = () =>
  render(
    <MemoryRouter>
      <UlidPage />
    </MemoryRouter>,
  );

describe('ULID Generator & Decoder page', () => {
  it('generates sorted ULIDs of one millisecond, and decodes one when picked', async () => {
    page();
    fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate ULIDs/ }));
    const ids = within(screen.getByRole('list', { name: 'Generated ULIDs' }))
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(ids).toHaveLength(3);
    expect([...ids].sort()).toEqual(ids);
    fireEvent.click(screen.getByRole('button', { name: ids[0] }));
    const list = screen.getByLabelText('Decoded ULID');
    expect(
      Math.abs(Date.parse(within(list).getAllByText(/Z$/)[0]?.textContent ?? '') - Date.now()),
    ).toBeLessThan(60_000);
  });

  it('decodes a v7 UUID to its time', () => {
    page();
    fireEvent.change(screen.getByLabelText(/ULID or UUID/), {
      target: { value: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F' },
    });
    const list = screen.getByLabelText('Decoded UUID');
    expect(within(list).getByText('v7')).toBeTruthy();
    expect(within(list).getByText('2022-02-22T19:22:22.000Z')).toBeTruthy();
  });

  it('says what is wrong under the field and keeps what was typed', () => {
    page();
    const input = screen.getByLabelText(/ULID or UUID/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '01ARZ3NDEKTSV4RRFFQ69G5FAU' } });
    expect(screen.getByText(/Character 26, "U", is not a Crockford base32 character/)).toBeTruthy();
    expect(input.value).toBe('01ARZ3NDEKTSV4RRFFQ69G5FAU');
  });

  it('names the quantity at fault', () => {
    page();
    fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate ULIDs/ }));
    expect(screen.getByText('Quantity must be between 1 and 1000.')).toBeTruthy();
  });
});
