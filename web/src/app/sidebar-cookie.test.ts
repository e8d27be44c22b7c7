import { describe, expect, it } from 'vitest';
import { readSidebarOpen, sidebarCookie, sidebarCookieMaxAgeSeconds } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('lives 7 days under sidebar_state', () => {
    expect(sidebarCookieMaxAgeSeconds).toBe(604_800);
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
  });

  it.each([
    ['', true],
    ['theme=x', true],
    ['sidebar_state=false', false],
    ['a=1; sidebar_state=false; b=2', false],
    ['sidebar_state=true', true],
    ['other_sidebar_state=false', true],
  ])('%j -> open=%s', (header, open) => {
    expect(readSidebarOpen(header)).toBe(open);
  });

  it('round-trips through document.cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: this is what the provider does
    document.cookie = sidebarCookie(false);
    expect(readSidebarOpen(document.cookie)).toBe(false);
    // biome-ignore lint/suspicious/noDocumentCookie: this is what the provider does
    document.cookie = sidebarCookie(true);
    expect(readSidebarOpen(document.cookie)).toBe(true);
  });
});
