import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_LIMITS } from '@toolbox/core/account';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinkButton } from './share-link-button';

afterEach(() => vi.restoreAllMocks());

describe('Share link', () => {
  it('refuses a snapshot over the limit in the API’s words, before sending it anywhere', async () => {
    const error = vi.spyOn(toast, 'error');
    const sent = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const text = 'x'.repeat(ACCOUNT_LIMITS.shareSnapshotBytes);
    render(
      <ShareLinkButton
        item={() => ({
          kind: 'snapshot',
          tool_id: 'api-docs',
          title: 'Huge API',
          snapshot: { document: text },
          expires_in: null,
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(error).toHaveBeenCalledWith('Too large', {
      description: 'The snapshot is over the limit of 2 MB.',
    });
    expect(sent).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Link')).toBeNull();
  });

  it('can be an icon button named for what it shares (a row of a list)', () => {
    render(
      <ShareLinkButton
        label="Share link to Brand"
        item={() => ({
          kind: 'preset',
          preset_id: '6f1c1d8e-3b7a-4d3e-9c55-0a6b8f1e2d40',
          title: 'Brand',
          expires_in: null,
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Share link to Brand' }).textContent).toBe('');
  });
});
