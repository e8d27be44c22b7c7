import { act, fireEvent, screen } from '@testing-library/react';

/** The Visual Workspace page: load the sample plan and generate it, until the views (their own chunk) are shown. */
export async function generateSample() {
  fireEvent.click(screen.getByRole('button', { name: /Load Sample Data/ }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Generate Workspace/ }));
    await new Promise((r) => setTimeout(r, 5));
  });
  // The first Generate of a run loads and transforms the chunk: seconds on a loaded machine.
  await screen.findByRole('tablist', undefined, { timeout: 10_000 });
}
