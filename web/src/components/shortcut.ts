function isMac(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}

/** "⌘K" on Apple keyboards, "Ctrl K" elsewhere. */
export function shortcutLabel(key: string): string {
  return isMac() ? `⌘${key}` : `Ctrl ${key}`;
}
