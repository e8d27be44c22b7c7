import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import KeysPage from './keys-page';

afterEach(() => vi.restoreAllMocks());

const page = () =>
  render(
    <MemoryRouter>
      <KeysPage />
    </MemoryRouter>,
  );

describe('Key Pairs page', () => {
  it('generates the output from the text', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('says what is wrong with blank input, and keeps it', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'Please enter some text.' }),
    );
  });
});
