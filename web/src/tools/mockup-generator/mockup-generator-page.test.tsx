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

  it('offers fit, position (with a custom offset) and the export sizes of the device, kept over a reload', () => {
    const first = page(<MockupGeneratorPage />);
    expect(screen.getByLabelText('Screenshot fit')).toHaveProperty('value', 'fill');
    expect(screen.getByLabelText('Position')).toHaveProperty('value', 'auto');
    expect(screen.getByText('A screenshot taller than the screen keeps its top.')).toBeTruthy();
    // MacBook Pro 1200x750 (the first frame, the default) with the 100 px shadow padding; a phone adds 3x.
    const size = screen.getByLabelText('Export size');
    const sizes = () => Array.from(size.querySelectorAll('option'), (o) => o.textContent);
    expect(screen.getByLabelText('Device frame')).toHaveProperty('value', 'macbook-pro');
    expect(sizes()).toEqual(['1x (1400 × 950)', '2x, retina (2800 × 1900)']);
    fireEvent.change(screen.getByLabelText('Device frame'), { target: { value: 'iphone-14-pro' } });
    expect(sizes()).toEqual([
      '1x (600 × 1000)',
      '2x, retina (1200 × 2000)',
      "3x, the phone's own density (1800 × 3000)",
    ]);
    expect(screen.queryByLabelText(/Offset from the top/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Offset from the top: 0%'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Screenshot fit'), { target: { value: 'fit' } });
    fireEvent.change(size, { target: { value: '2' } });
    first.unmount();
    page(<MockupGeneratorPage />);
    expect(screen.getByLabelText('Screenshot fit')).toHaveProperty('value', 'fit');
    expect(screen.getByLabelText('Position')).toHaveProperty('value', 'custom');
    expect(screen.getByLabelText('Offset from the top: 30%')).toHaveProperty('value', '30');
    expect(screen.getByLabelText('Export size')).toHaveProperty('value', '2');
  });
});
