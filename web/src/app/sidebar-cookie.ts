const sidebarCookieName = 'sidebar_state';
export const sidebarCookieMaxAgeSeconds = 60 * 60 * 24 * 7;

/** The sidebar starts expanded unless the cookie says it was collapsed. */
export function readSidebarOpen(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === sidebarCookieName) return value !== 'false';
  }
  return true;
}

export function sidebarCookie(open: boolean): string {
  return `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAgeSeconds}; samesite=lax`;
}
