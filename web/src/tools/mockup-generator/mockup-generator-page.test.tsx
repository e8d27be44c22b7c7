import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MockupGeneratorPage from './mockup-generator-page';

afterEach(() => vi.restoreAllMocks());

const page = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('Mockup Generator page', () => {
  it('says "No Image Selected" when generating without an image', () => {
    const error = vi.spyOn(toast, 'error');
    page(<MockupGeneratorPage />);
    fireEvent.click(screen.getByRole('button', { name: /Generate Mockup/ }));
    expect(error).toHaveBeenCalledWith('No Image Selected', {
      description: 'Please select an image to create a mockup.',
    });
  });
});
