import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import MockupGeneratorPage from './mockup-generator-page';

afterEach(() => vi.restoreAllMocks());

const page = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const options = (label: string) =>
  Array.from(screen.getByLabelText(label).querySelectorAll('option'), (o) => o.getAttribute('value'));

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
    fireEvent.change(screen.getByLabelText('Drop shadow'), { target: { value: 'none' } });
    first.unmount();
    page(<MockupGeneratorPage />);
    expect(screen.getByLabelText('Device frame')).toHaveProperty('value', 'macbook-pro');
    expect(screen.getByLabelText('Drop shadow')).toHaveProperty('value', 'none');
  });

  it('offers the current frames, gradients and your picture, and keeps the look (not the pictures) over a reload', () => {
    const first = page(<MockupGeneratorPage />);
    const frames = options('Device frame');
    expect(frames.length).toBeGreaterThanOrEqual(10);
    expect(frames).toEqual(
      expect.arrayContaining(['phone-island', 'laptop-notch', 'monitor', 'browser-dark']),
    );
    expect(screen.getByRole('option', { name: 'Phone with camera island (428 × 876)' })).toBeTruthy();
    expect(options('Background')).toEqual(expect.arrayContaining(['color', 'image', 'sunset', 'aurora']));
    // A gradient needs no colour; a picture asks for one to upload.
    expect(screen.getByLabelText('Background colour')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Background'), { target: { value: 'aurora' } });
    expect(screen.queryByLabelText('Background colour')).toBeNull();
    fireEvent.change(screen.getByLabelText('Background'), { target: { value: 'image' } });
    expect(screen.getByText('Background picture')).toBeTruthy();
    // The swatches pick a gradient at a glance, and show which one is on.
    fireEvent.click(screen.getByRole('button', { name: 'Ocean gradient' }));
    expect(screen.getByLabelText('Background')).toHaveProperty('value', 'ocean');
    expect(screen.getByRole('button', { name: 'Ocean gradient' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sunset gradient' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    fireEvent.change(screen.getByLabelText('Tilt: 0°'), { target: { value: '-12' } });
    expect(screen.getByText('Left side away')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Corner radius: 0 px'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Padding'), { target: { value: '64' } });
    fireEvent.change(screen.getByLabelText('Drop shadow'), { target: { value: 'strong' } });
    first.unmount();
    page(<MockupGeneratorPage />);
    expect(screen.getByLabelText('Background')).toHaveProperty('value', 'ocean');
    expect(screen.getByLabelText('Tilt: -12°')).toHaveProperty('value', '-12');
    expect(screen.getByLabelText('Corner radius: 32 px')).toHaveProperty('value', '32');
    expect(screen.getByLabelText('Padding')).toHaveProperty('value', '64');
    expect(screen.getByLabelText('Drop shadow')).toHaveProperty('value', 'strong');
    // 1200 x 750 with 64 px padding.
    expect(screen.getByRole('option', { name: '1x (1328 × 878)' })).toBeTruthy();
  });

  it('reads a shadow kept as on/off by the page before', () => {
    localStorage.setItem(
      storageKey('mockup-generator', 'form'),
      JSON.stringify({ shadow: false, device: 'ipad-pro' }),
    );
    page(<MockupGeneratorPage />);
    expect(screen.getByLabelText('Drop shadow')).toHaveProperty('value', 'none');
    expect(screen.getByLabelText('Device frame')).toHaveProperty('value', 'ipad-pro');
  });

  it('offers a second screenshot with its own frame once there is a first, and a third after it', async () => {
    page(<MockupGeneratorPage />);
    expect(screen.queryByText('Screenshot 2 (optional)')).toBeNull();
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    const inputs = () => document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(inputs()[0]!, { target: { files: [png('a.png')] } });
    await waitFor(() => expect(screen.getByText('Screenshot 2 (optional)')).toBeTruthy());
    expect(screen.queryByLabelText('Frame for screenshot 2')).toBeNull();
    fireEvent.change(inputs()[1]!, { target: { files: [png('b.png')] } });
    await waitFor(() => expect(screen.getByLabelText('Frame for screenshot 2')).toBeTruthy());
    expect(screen.getByText('Screenshot 3 (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Arrangement')).toHaveProperty('value', 'side-by-side');
    fireEvent.change(screen.getByLabelText('Frame for screenshot 2'), { target: { value: 'phone-island' } });
    expect(screen.getByLabelText('Frame for screenshot 2')).toHaveProperty('value', 'phone-island');
    // A MacBook and a phone: the laptop's 2x is the most both offer.
    expect(options('Export size')).toEqual(['1', '2']);
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
