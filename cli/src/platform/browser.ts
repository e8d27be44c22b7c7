// Opens a URL in the user's browser when there is one; never fails (the link is printed anyway).

import { spawn } from 'node:child_process';

export function browserCommand(
  url: string,
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
): [string, string[]] | undefined {
  if (env.BROWSER === 'none') return undefined;
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]];
  // Linux and the BSDs: only with a graphical session, else xdg-open may start a text browser in our terminal.
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return undefined;
  return ['xdg-open', [url]];
}

export function openInBrowser(url: string): boolean {
  const command = browserCommand(url, process.platform, process.env);
  if (!command) return false;
  try {
    const child = spawn(command[0], command[1], { stdio: 'ignore', detached: true });
    child.on('error', () => {}); // no xdg-open: the printed link is enough
    child.unref();
    return true;
  } catch {
    return false;
  }
}
