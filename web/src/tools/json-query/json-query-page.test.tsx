import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JsonQueryPage from './json-query-page';

afterEach(() => vi.restoreAllMocks());

const page = () =>
  render(
    <MemoryRouter>
      <JsonQueryPage />
    </MemoryRouter>,
  );

describe('JSONPath & jq page', () => {
  it('runs the JSONPath query on the document, each match after its normalized path', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Query or filter'), { target: { value: '$.a[0]' } });
    fireEvent.change(screen.getByLabelText('JSON document'), { target: { value: '{"a":["hello"]}' } });
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    expect(await screen.findByText(/\$\['a'\]\[0\]\s+"hello"/)).toBeTruthy();
  });

  it('says what is wrong with blank input, and keeps it', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
  });
});
