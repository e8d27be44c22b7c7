import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import TextCasePage from './text-case-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(TextCasePage);

describe('Case and count page', () => {
  it('renames each line into every case and counts the text', () => {
    page();
    fireEvent.change(screen.getByLabelText('Names or text'), { target: { value: 'user_id\ncreated_at' } });
    const cases = within(screen.getByLabelText('Cases'));
    expect(cases.getByText('userId createdAt', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeTruthy();
    const counts = screen.getByLabelText('Counts').textContent;
    expect(counts).toMatch(/Characters18/);
    expect(counts).toMatch(/Words2/);
    expect(counts).toMatch(/Lines2/);
    expect(counts).toMatch(/UTF-8 bytes18/);
  });

  it('renames the whole text as one name when lines are not on their own', () => {
    page();
    fireEvent.change(screen.getByLabelText('Names or text'), { target: { value: 'user_id\ncreated_at' } });
    fireEvent.click(screen.getByLabelText('Each line on its own'));
    expect(within(screen.getByLabelText('Cases')).getByText('userIdCreatedAt')).toBeTruthy();
  });

  it('says what is wrong with blank text, and keeps it', () => {
    page();
    const input = screen.getByLabelText('Names or text') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByText('Please enter some text.')).toBeTruthy();
    expect(input.value).toBe('   ');
  });

  it('says the counts are missing, not zero, when the worker for a long text fails', async () => {
    // jsdom has no Worker: the worker a text over 20,000 characters goes to fails to start.
    page();
    fireEvent.change(screen.getByLabelText('Names or text'), { target: { value: 'a '.repeat(15_000) } });
    await waitFor(() => expect(screen.getByLabelText('Counts').textContent).toMatch(/not counted/));
    const counts = screen.getByLabelText('Counts').textContent ?? '';
    expect(counts).not.toMatch(/Characters0|Words0|Lines0/);
    expect(screen.getByText(/Worker is not defined/)).toBeTruthy();
  });
});
