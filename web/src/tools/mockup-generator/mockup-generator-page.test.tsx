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

  it('keeps the frame settings over a reload', () => {
    const first = page(<MockupGeneratorPage />);
    fireEvent.change(screen.getByLabelText('Device frame'), { target: { value: 'macbook-pro' } });
    fireEvent.click(screen.getByLabelText('Drop shadow'));
    first.unmount();
    page(<MockupGeneratorPage />);
    expect(screen.getByLabelText('Device frame')).toHaveProperty('value', 'macbook-pro');
    expect(screen.getByLabelText('Drop shadow')).toHaveProperty('checked', false);
  });
});
