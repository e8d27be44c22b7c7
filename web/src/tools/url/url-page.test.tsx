import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError } from '../../testing/field-error';
import { renderPage } from '../../testing/render-page';
import UrlPage from './url-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const page = () => renderPage(UrlPage);

const result = () => screen.getByRole('region', { name: 'Result' }).textContent;

describe('URL page', () => {
  it('percent-encodes a component and decodes it back', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'a b&c=é' } });
    fireEvent.click(screen.getByRole('button', { name: 'Encode' }));
    await vi.waitFor(() => expect(result()).toBe('a%20b%26c%3D%C3%A9'));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'a%20b%26c%3D%C3%A9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decode' }));
    await vi.waitFor(() => expect(result()).toBe('a b&c=é'));
  });

  it('encodes and decodes HTML entities', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '&lt;b&gt; caf&eacute;' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decode entities' }));
    // The entity table loads on first use.
    await vi.waitFor(() => expect(result()).toBe('<b> café'), { timeout: 10_000 });
  });

  it('says under the text where a bad escape is, and keeps the text', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '100%' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decode' }));
    await vi.waitFor(() =>
      expect(fieldError('Text')).toBe('at character 4: "%" is not % and two hex digits.'),
    );
    expect(error).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('100%');
  });

  it('parses a URL and rebuilds it from the edited query table', () => {
    page();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Parse URL' }));
    const url = screen.getByLabelText('URL');
    fireEvent.change(url, { target: { value: 'https://a.dev/p?q=caf%C3%A9&x=1#h' } });
    expect(within(screen.getByLabelText('URL parts')).getByText('a.dev')).toBeTruthy();
    expect((screen.getByLabelText('Value of parameter 1') as HTMLInputElement).value).toBe('café');
    fireEvent.change(screen.getByLabelText('Value of parameter 1'), { target: { value: 'tea & cake' } });
    expect((url as HTMLInputElement).value).toBe('https://a.dev/p?q=tea+%26+cake&x=1#h');
    fireEvent.click(screen.getByRole('button', { name: 'Remove parameter x' }));
    expect((url as HTMLInputElement).value).toBe('https://a.dev/p?q=tea+%26+cake#h');
  });

  it('says what is wrong with a URL that is not absolute', () => {
    page();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Parse URL' }));
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'example.com' } });
    expect(
      screen.getByText('"example.com" is not an absolute URL. Did you mean https://example.com?'),
    ).toBeTruthy();
  });
});
