import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import DevUtilitiesPage from './dev-utilities-page';

function page() {
  const user = userEvent.setup();
  renderPage(DevUtilitiesPage);
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe('Developer Utilities page', { timeout: 20_000 }, () => {
  it('opens on Generators: UUIDs, a live slug and passwords of the spec’s set', async () => {
    const user = page();
    // One heading per section title, never a heading inside a heading (React warns about h2 in h2).
    expect(document.querySelectorAll(':is(h1,h2,h3,h4,h5,h6) :is(h1,h2,h3,h4,h5,h6)')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'UUID' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Generators' }).getAttribute('aria-selected')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Version'), 'v7');
    await user.clear(screen.getByLabelText('Quantity', { selector: 'input[max="100"]' }));
    await user.type(screen.getByLabelText('Quantity', { selector: 'input[max="100"]' }), '3');
    await user.click(screen.getByRole('button', { name: 'Generate UUID' }));
    const ids = screen.getAllByLabelText('UUID').map((node) => node.textContent);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/);

    await user.type(screen.getByLabelText('Text to slugify'), 'Hello, World!');
    expect(screen.getByLabelText('Slug').textContent).toBe('hello-world');

    expect(screen.getByText('Length: 16')).toBeTruthy();
    expect(screen.getByText(/Strong/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate Password' }));
    expect(screen.getByLabelText('Password').textContent).toMatch(/^[A-Za-z0-9!@#$%^&*]{16}$/);
  });

  it('opens the tab ?tab= names (a palette hit on "base64" opens Converters)', () => {
    render(
      <MemoryRouter initialEntries={['/dev-utilities?tab=converters']}>
        <DevUtilitiesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Converters' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Generators' }).getAttribute('aria-selected')).toBe('false');
  });

  it('encodes and decodes Base64 and toasts the spec’s error', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = page();
    await user.click(screen.getByRole('tab', { name: 'Converters' }));
    await user.type(screen.getByLabelText('Base64 input'), 'héllo');
    await user.click(screen.getByRole('button', { name: 'Encode' }));
    expect(screen.getByLabelText('Base64 result').textContent).toBe('aMOpbGxv');
    await user.clear(screen.getByLabelText('Base64 input'));
    await user.type(screen.getByLabelText('Base64 input'), 'a$');
    await user.click(screen.getByRole('button', { name: 'Decode' }));
    expect(error).toHaveBeenCalledWith('Error', { description: 'Invalid Base64 string' });
  });

  it('signs a webhook payload (hashes are the Hashes & Checksums tool)', async () => {
    const user = page();
    await user.click(screen.getByRole('tab', { name: 'Converters' }));
    expect(screen.queryByLabelText('Text to hash')).toBeNull();
    await user.type(screen.getByLabelText('Payload (raw request body)'), 'what do ya want for nothing?');
    await user.type(screen.getByLabelText('Secret'), 'Jefe');
    await user.type(
      screen.getByLabelText('Received signature (optional)'),
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    await user.click(screen.getByRole('button', { name: 'Verify Signature' }));
    expect(await screen.findByText('Signature matches')).toBeTruthy();
  });

  it('leaves the email result unset until checked', async () => {
    const user = page();
    await user.click(screen.getByRole('tab', { name: 'Validators' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Validators' }));
    expect(panel.queryByRole('status')).toBeNull();
    await user.type(screen.getByLabelText('Email address'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Validate Email' }));
    expect(panel.getByRole('status').textContent).toBe('Invalid email address');
    await user.type(screen.getByLabelText('Email address'), '.com');
    await user.click(screen.getByRole('button', { name: 'Validate Email' }));
    expect(panel.getByRole('status').textContent).toBe('Valid email address');
  });

  it('formats JSON and toasts where it is invalid', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = page();
    await user.click(screen.getByRole('tab', { name: 'Formatters' }));
    await user.click(screen.getByLabelText('JSON input'));
    await user.paste('{"a":[1,2]}');
    await user.click(screen.getByRole('button', { name: 'Format JSON' }));
    expect(screen.getByLabelText('Formatted JSON').textContent).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    await user.clear(screen.getByLabelText('JSON input'));
    await user.paste('{"a" 1}');
    await user.click(screen.getByRole('button', { name: 'Format JSON' }));
    expect(error).toHaveBeenCalledWith('Error', {
      description: 'Invalid JSON string: Expected a colon at line 1, column 6.',
    });
  });

  it('checks contrast with the spec’s defaults and shows the palette and scale', async () => {
    const user = page();
    await user.click(screen.getByRole('tab', { name: 'Colors' }));
    expect(screen.getByText('3.68:1')).toBeTruthy();
    expect(screen.getByLabelText('RGB').textContent).toBe('rgb(59, 130, 246)');
    expect(screen.getByRole('button', { name: 'Copy 500 #3b82f6' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Palette type'), 'triadic');
    expect(screen.getAllByRole('button', { name: /^Copy #/ }).length).toBeGreaterThan(2);
  });
});
