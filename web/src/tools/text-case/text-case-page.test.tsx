import { fireEvent, screen, within } from '@testing-library/react';
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
});
