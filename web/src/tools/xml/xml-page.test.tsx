import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import XmlPage from './xml-page';

afterEach(() => vi.restoreAllMocks());

const page = () =>
  render(
    <MemoryRouter>
      <XmlPage />
    </MemoryRouter>,
  );

describe('XML Formatter & XPath page', () => {
  it('formats the document', async () => {
    page();
    fireEvent.change(screen.getByLabelText('XML document'), { target: { value: '<a><b>hello</b></a>' } });
    fireEvent.click(screen.getByRole('button', { name: /Format/ }));
    expect(await screen.findByText(/<b>hello<\/b>/)).toBeTruthy();
  });

  it('says what is wrong with blank input, and keeps it', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.click(screen.getByRole('button', { name: /Format/ }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'Please enter some XML.' }),
    );
  });
});
