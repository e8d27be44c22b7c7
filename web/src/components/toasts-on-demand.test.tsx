import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as onDemand from './toasts-on-demand';

const src = join(import.meta.dirname, '..');
const appFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(join(src, file), 'utf8'));

describe('toasts on demand', () => {
  it('draws nothing until the first toast, then loads sonner and shows it; calls keep their order', async () => {
    const { container } = render(<onDemand.Toaster containerAriaLabel="Notifications" />);
    expect(container.innerHTML).toBe('');

    const dropped = onDemand.toast('Never seen');
    onDemand.toast.dismiss(dropped);
    const id = onDemand.toast.success('Saved', { description: 'Synced to your account.' });
    expect(id).toMatch(/^toast-\d+$/);
    expect(onDemand.toast.error('Kept', { id: 'kept' })).toBe('kept');

    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Synced to your account.')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Never seen')).toBeNull());

    onDemand.toast.dismiss(id);
    onDemand.toast.dismiss('kept');
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  // The build hands every `sonner` import this module: what the app takes from sonner must be here.
  it('has every name the app imports from sonner and every toast method it calls', () => {
    const imported = new Set(
      appFiles.flatMap((text) =>
        [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'sonner'/g)].flatMap((match) =>
          (match[1] ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type ')),
        ),
      ),
    );
    const methods = new Set(
      appFiles.flatMap((text) => [...text.matchAll(/\btoast\.(\w+)\(/g)].map((m) => m[1])),
    );
    expect([...imported].sort()).toEqual(['Toaster', 'toast']);
    expect(methods.size).toBeGreaterThan(2);
    for (const name of imported) expect(onDemand).toHaveProperty(name);
    for (const method of methods)
      expect(onDemand.toast).toHaveProperty(method as string, expect.any(Function));
  });
});
