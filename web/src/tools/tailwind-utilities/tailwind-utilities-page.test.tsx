import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import TailwindUtilitiesPage from './tailwind-utilities-page';

afterEach(() => vi.restoreAllMocks());

function page() {
  const user = userEvent.setup();
  renderPage(TailwindUtilitiesPage);
  return user;
}

describe('Tailwind Utilities page', { timeout: 20_000 }, () => {
  it('opens on the Class Optimizer and explains what it removed', async () => {
    const user = page();
    expect(screen.getByRole('tab', { name: 'Class Optimizer' }).getAttribute('aria-selected')).toBe('true');
    await user.type(
      screen.getByLabelText('Tailwind classes'),
      'text-white p-4 p-2 flex flex text-sm text-lg',
    );
    await user.click(screen.getByRole('button', { name: /Optimize Classes/ }));
    expect(screen.getByLabelText('Optimized classes').textContent).toBe(
      'flex p-4 text-white text-sm text-lg',
    );
    const removed = within(screen.getByRole('region', { name: 'Removed classes' }));
    expect(removed.getByText(/never applies/).textContent).toBe(
      "p-2: never applies: p-4 comes later in Tailwind's stylesheet",
    );
    const conflicts = within(screen.getByRole('region', { name: 'Conflicting classes' }));
    expect(conflicts.getByText(/both kept/).textContent).toContain('text-sm and text-lg');
  });

  it('toasts the optimizer’s limit on a list longer than an element holds, keeping the page', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = page();
    await user.click(screen.getByLabelText('Tailwind classes'));
    await user.paste(Array.from({ length: 501 }, (_, i) => `w-[${i}px]`).join(' '));
    await user.click(screen.getByRole('button', { name: /Optimize Classes/ }));
    expect(error).toHaveBeenCalledWith('Error', {
      description: 'The optimizer takes one element’s classes: at most 500 different ones, not 501.',
    });
    expect(screen.getByRole('button', { name: /Optimize Classes/ })).toBeTruthy();
  });

  it('builds responsive classes and previews each width', async () => {
    const user = page();
    await user.type(screen.getByLabelText('Base classes (all widths)'), 'p-2');
    await user.type(screen.getByLabelText('md (≥ 768px)'), 'p-4');
    expect(screen.getByLabelText('Responsive classes').textContent).toBe('p-2 md:p-4');
    expect(screen.getByRole('row', { name: /lg \(1024px\)/ }).textContent).toContain('p-4');
  });

  it('extracts colours, and toasts Invalid Config otherwise', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = page();
    const config = screen.getByLabelText('Tailwind config');
    await user.click(config);
    await user.paste("module.exports = { theme: { colors: { brand: '#123456' } } }");
    await user.click(screen.getByRole('button', { name: /Extract Colors/ }));
    // The extractor (acorn) is its own chunk, loaded on demand: the colours arrive once it has.
    const list = await screen.findByRole('list', { name: 'Extracted colors' });
    expect(within(list).getByText('#123456')).toBeTruthy();
    await user.clear(config);
    await user.paste('nothing here');
    await user.click(screen.getByRole('button', { name: /Extract Colors/ }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Invalid Config', {
        description: 'Please enter a valid Tailwind config',
      }),
    );
  });

  it('generates both configs from the theme fields', async () => {
    const user = page();
    const name = screen.getByLabelText('Color name');
    await user.clear(name);
    await user.type(name, 'brand');
    expect(screen.getByRole('region', { name: 'v3 tailwind.config.js' }).textContent).toContain('"brand": {');
    await user.click(screen.getByRole('tab', { name: 'v4 @theme CSS' }));
    expect(screen.getByRole('region', { name: 'v4 @theme CSS' }).textContent).toContain(
      '--color-brand-500: #3b82f6;',
    );
  });
});
