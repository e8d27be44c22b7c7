import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import EscapePage from './escape-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(EscapePage);
const result = () => screen.getByLabelText('Result').textContent;

describe('Escape & Unescape page', () => {
  it('escapes as it is typed, in the language chosen', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Text to escape'), { target: { value: "it's\n" } });
    await waitFor(() => expect(result()).toBe('"it\'s\\n"'));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'sql' } });
    await waitFor(() => expect(result()).toBe("'it''s\n'"));
  });

  it('reads the result back with Use as input', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'shell' } });
    fireEvent.change(screen.getByLabelText('Text to escape'), { target: { value: "a'b" } });
    await waitFor(() => expect(result()).toBe("'a'\\''b'"));
    fireEvent.click(screen.getByRole('button', { name: 'Use as input' }));
    expect((screen.getByLabelText('Escaped text') as HTMLTextAreaElement).value).toBe("'a'\\''b'");
    await waitFor(() => expect(result()).toBe("a'b"));
  });

  it('says why a literal does not read, and keeps it', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'unescape' } });
    const input = screen.getByLabelText('Escaped text') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '"\\x41"' } });
    expect(await screen.findByText(/^This is not a JSON string: /)).toBeTruthy();
    expect(input.value).toBe('"\\x41"');
  });
});
