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

  it('Auto-Generate writes a long description as a subject within 72 characters and a body (issue 82)', () => {
    const warning = vi.spyOn(toast, 'warning');
    page();
    const text =
      'Fixed HMR so that import.meta.hot.invalidate works in virtual modules; it used to do a full reload';
    fireEvent.change(screen.getByLabelText('What did you change?'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: /Auto-Generate from Description/ }));
    expect(screen.getByLabelText('Short Description')).toHaveProperty(
      'value',
      'fix HMR so that import.meta.hot.invalidate works in virtual modules',
    );
    expect(screen.getByLabelText('Body (optional)')).toHaveProperty('value', 'It used to do a full reload.');
    const lint = screen.getByTestId('header-lint');
    expect(within(lint).getByText('Header 72/100')).toBeTruthy();
    expect(within(lint).getByText('✓ Passes lint.')).toBeTruthy();
    expect(warning).not.toHaveBeenCalled();
  });

  it('Auto-Generate again from other text replaces the body it wrote, and keeps one written by hand', () => {
    page();
    const generate = (value: string) => {
      fireEvent.change(screen.getByLabelText('What did you change?'), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: /Auto-Generate from Description/ }));
    };
    const body = () => (screen.getByLabelText('Body (optional)') as HTMLTextAreaElement).value;
    generate('Fixed the retry loop; it spun forever on a closed socket');
    expect(body()).toBe('It spun forever on a closed socket.');
    generate('Fixed the retry loop; it gave up after one try');
    expect(body()).toBe('It gave up after one try.');
    fireEvent.change(screen.getByLabelText('Body (optional)'), { target: { value: 'Seen in production.' } });
    generate('Fixed the retry loop; it spun forever on a closed socket');
    expect(body()).toBe('It spun forever on a closed socket.\n\nSeen in production.');
  });

  it('Auto-Generate cuts a long clause before "so that", the whole text in the body', () => {
    page();
    const text =
      'Added a retry with exponential backoff to the webhook sender so that deliveries to slow endpoints survive short outages and timeouts';
    fireEvent.change(screen.getByLabelText('What did you change?'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: /Auto-Generate from Description/ }));
    const description = (screen.getByLabelText('Short Description') as HTMLInputElement).value;
    const body = (screen.getByLabelText('Body (optional)') as HTMLTextAreaElement).value;
    expect(description).toBe('a retry with exponential backoff to the webhook sender');
    expect(body.replace(/\n/g, ' ')).toBe(`${text}.`);
    const message = `feat: ${description}\n\n${body}`;
    expect(runMessageLint({ message, rules: CONFIG_CONVENTIONAL }).problems).toEqual([]);
  });

  it('Auto-Generate keeps the verb where dropping it leaves an acronym first (subject-case)', () => {
    const warning = vi.spyOn(toast, 'warning');
    page();
    fireEvent.change(screen.getByLabelText('What did you change?'), {
      target: { value: 'Updated README with install steps' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Auto-Generate from Description/ }));
    expect(screen.getByLabelText('Type')).toHaveProperty('value', 'docs');
    expect(screen.getByLabelText('Short Description')).toHaveProperty(
      'value',
      'update README with install steps',
    );
    expect(warning).not.toHaveBeenCalled();
  });

  it('lints the header live and moves an issue reference from the header to the footer', () => {
    page();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'fix' } });
    fireEvent.change(screen.getByLabelText('Short Description'), {
      target: {
        value: 'the checkout crash when the cart is empty and the saved coupon has expired; closes #482',
      },
    });
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
