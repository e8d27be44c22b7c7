/** Flags Debian's Chromium needs here (no GPU, no sandbox as root, no background traffic), headless aside. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
