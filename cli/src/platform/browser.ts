// Opens a URL in the user's browser when there is one; never fails (the link is printed anyway).

import { spawn } from 'node:child_process';

/** The command that opens `url` (an http(s) URL), run without a shell; undefined when there is no browser. */
export function browserCommand(
  url: string,
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
): [string, string[]] | undefined {
  if (env.BROWSER === 'none') return undefined;
  if (platform === 'darwin') return ['open', [url]];
  // No shell on Windows: `cmd /c start` would read &, |, ^ and % in the URL as its own syntax.
  if (platform === 'win32') return ['rundll32', ['url.dll,FileProtocolHandler', url]];
  // Linux and the BSDs: only with a graphical session, else xdg-open may start a text browser in our terminal.
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return undefined;
  return ['xdg-open', [url]];
}

export function openInBrowser(url: string): boolean {
  const command = browserCommand(url, process.platform, process.env);
  if (!command) return false;
  try {
    const child = spawn(command[0], command[1], { stdio: 'ignore', detached: true, shell: false });
    child.on('error', () => {}); // no xdg-open: the printed link is enough
    child.unref();
    return true;
  } catch {
    return false;
  }
}
