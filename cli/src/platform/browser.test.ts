import { describe, expect, it } from 'vitest';
import { browserCommand } from './browser';

describe('browserCommand', () => {
  const url = 'https://app.example/device?code=AB&x=%22%26calc';
  it('opens on Windows without a shell: the URL is one argument, never cmd syntax', () => {
    expect(browserCommand(url, 'win32', {})).toEqual(['rundll32', ['url.dll,FileProtocolHandler', url]]);
  });
  it('uses open on macOS and xdg-open only with a graphical session elsewhere', () => {
    expect(browserCommand(url, 'darwin', {})).toEqual(['open', [url]]);
    expect(browserCommand(url, 'linux', {})).toBeUndefined();
    expect(browserCommand(url, 'linux', { DISPLAY: ':0' })).toEqual(['xdg-open', [url]]);
    expect(browserCommand(url, 'darwin', { BROWSER: 'none' })).toBeUndefined();
  });
});
