import { fireEvent, screen, within } from '@testing-library/react';
import { CONFIG_CONVENTIONAL, runMessageLint } from '@toolbox/core/tools/commit-message-assistant';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import { renderPage } from '../../testing/render-page';
import CommitMessageAssistantPage from './commit-message-assistant-page';

const page = () => renderPage(CommitMessageAssistantPage);
afterEach(() => vi.restoreAllMocks());

describe('Commit Message Assistant page', () => {
  it('keeps the fields over a reload and formats them again', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'fix' } });
    fireEvent.change(screen.getByLabelText('Short Description'), { target: { value: 'keep the draft' } });
    fireEvent.change(screen.getByLabelText('Related Issues'), { target: { value: '12' } });
    first.unmount();
    page();
    expect(screen.getByLabelText('Type')).toHaveProperty('value', 'fix');
    expect(screen.getByLabelText('Short Description')).toHaveProperty('value', 'keep the draft');
    expect(screen.getByLabelText('Related Issues')).toHaveProperty('value', '12');
    expect(screen.getAllByText(/fix: keep the draft/).length).toBeGreaterThan(0);
  });

  it('falls back to the defaults for a stored type that is not offered', () => {
    localStorage.setItem(
      storageKey('commit-message-assistant', 'form'),
      JSON.stringify({ type: 'nope', body: 'kept' }),
    );
    page();
    expect(screen.getByLabelText('Type')).toHaveProperty('value', 'feat');
    expect(screen.getByLabelText('Body (optional)')).toHaveProperty('value', 'kept');
  });

  it('Auto-Generate fits a long description to the header limit at a word boundary, the rest in the body', () => {
    const warning = vi.spyOn(toast, 'warning');
    page();
    const text =
      'Added a retry with exponential backoff to the webhook sender so that deliveries to slow endpoints survive short outages and timeouts';
    fireEvent.change(screen.getByLabelText('What did you change?'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: /Auto-Generate from Description/ }));
    const description = (screen.getByLabelText('Short Description') as HTMLInputElement).value;
    const body = (screen.getByLabelText('Body (optional)') as HTMLTextAreaElement).value;
    const message = `feat: ${description}\n\n${body}`;
    expect(`feat: ${description}`.length).toBeLessThanOrEqual(100);
    expect(`${description} ${body}`).toBe(text.replace(/^Added /, ''));
    expect(runMessageLint({ message, rules: CONFIG_CONVENTIONAL }).result.valid).toBe(true);
    expect(warning).not.toHaveBeenCalled();
  });

  it('Auto-Generate says why when the lint still refuses the header (subject-case)', () => {
    const warning = vi.spyOn(toast, 'warning');
    page();
    fireEvent.change(screen.getByLabelText('What did you change?'), {
      target: { value: 'Updated README with install steps' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Auto-Generate from Description/ }));
    // Document 001's rules: docs by keyword, the verb dropped, the words kept.
    expect(screen.getByLabelText('Type')).toHaveProperty('value', 'docs');
    expect(screen.getByLabelText('Short Description')).toHaveProperty('value', 'README with install steps');
    expect(warning).toHaveBeenCalledWith('The lint still refuses this header', {
      description: expect.stringContaining('[subject-case]'),
    });
  });

  it('lints the generated header live and moves an issue reference from the header to the footer', () => {
    page();
    fireEvent.change(screen.getByLabelText('What did you change?'), {
      target: {
        value:
          'Fixed the checkout crash when the cart is empty and the saved coupon has expired; closes #482',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Auto-Generate from Description/ }));
    const lint = screen.getByTestId('header-lint');
    const header =
      'fix: the checkout crash when the cart is empty and the saved coupon has expired; closes #482';
    expect(within(lint).getByText(`Header ${header.length}/100`)).toBeTruthy();
    expect(lint.textContent).toContain(`header is ${header.length} characters: GitHub cuts titles after 72`);

    fireEvent.click(screen.getByRole('button', { name: 'Move #482 to Related Issues' }));
    expect(screen.getByLabelText('Short Description')).toHaveProperty(
      'value',
      'the checkout crash when the cart is empty and the saved coupon has expired',
    );
    expect(screen.getByLabelText('Related Issues')).toHaveProperty('value', '482');
    expect(screen.queryByRole('button', { name: /to Related Issues/ })).toBeNull();
    const message = screen.getByRole('region', { name: 'Conventional commit message' }).textContent;
    expect(message).toBe(
      'fix: the checkout crash when the cart is empty and the saved coupon has expired\n\nCloses #482',
    );

    // The same rules as toolbox commit lint: a type it does not know and a header over 100 are errors.
    fireEvent.change(screen.getByLabelText('Short Description'), {
      target: { value: `${'x'.repeat(100)}.` },
    });
    expect(within(lint).getByText(/✖ header must not be longer than 100 characters/)).toBeTruthy();
    expect(within(lint).getByText(/✖ subject may not end with full stop/)).toBeTruthy();
  });
});
