import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import LinesPage from './lines-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(LinesPage);
const result = () => screen.getByRole('region', { name: 'Result' }).textContent;

describe('Lines & Lorem Ipsum page', () => {
  it('sorts naturally and removes duplicates as typed, and counts what it read and wrote', () => {
    page();
    fireEvent.change(screen.getByLabelText('Items, one a line'), {
      target: { value: 'file10\nfile2\nfile2\n' },
    });
    expect(result()).toBe('file2\nfile10');
    expect(screen.getByText('3 items read, 2 written')).toBeTruthy();
  });

  it('joins with a separator and wraps each item and the list', () => {
    page();
    fireEvent.change(screen.getByLabelText('Items, one a line'), { target: { value: 'a\nb' } });
    fireEvent.change(screen.getByLabelText('Join with'), { target: { value: ', ' } });
    fireEvent.change(screen.getByLabelText('Before each item'), { target: { value: '"' } });
    fireEvent.change(screen.getByLabelText('After each item'), { target: { value: '"' } });
    fireEvent.change(screen.getByLabelText('Before the list'), { target: { value: '[' } });
    fireEvent.change(screen.getByLabelText('After the list'), { target: { value: ']' } });
    expect(result()).toBe('["a", "b"]');
  });

  it('keeps a shuffle until asked for another', () => {
    page();
    fireEvent.change(screen.getByLabelText('Items, one a line'), {
      target: { value: Array.from({ length: 20 }, (_, i) => `n${i}`).join('\n') },
    });
    fireEvent.click(screen.getByLabelText('Shuffle'));
    const first = result();
    fireEvent.click(screen.getByLabelText('Reverse'));
    fireEvent.click(screen.getByLabelText('Reverse'));
    expect(result()).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Shuffle again' }));
    expect(result()).not.toBe(first);
  });

  it('names an empty separator and keeps the list', () => {
    page();
    fireEvent.change(screen.getByLabelText('Split on'), { target: { value: '' } });
    expect(screen.getByText('The separator cannot be empty.')).toBeTruthy();
    expect((screen.getByLabelText('Items, one a line') as HTMLTextAreaElement).value).toContain('banana');
  });

  it('writes lorem ipsum on its tab, the same until New text', () => {
    page();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Lorem ipsum' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Lorem ipsum' }));
    const text = () => screen.getByRole('region', { name: 'Placeholder text' }).textContent ?? '';
    expect(text()).toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\./);
    expect(text().split('\n\n')).toHaveLength(3);
    const before = text();
    fireEvent.click(screen.getByRole('button', { name: 'New text' }));
    expect(text()).not.toBe(before);
  });
});
