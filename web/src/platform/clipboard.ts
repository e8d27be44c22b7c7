/** Copies text, falling back to a hidden textarea where the async Clipboard API is missing or denied. */
export async function copyText(
  text: string,
  env: { clipboard?: Pick<Clipboard, 'writeText'>; document?: Document } = {
    clipboard: globalThis.navigator?.clipboard,
    document: globalThis.document,
  },
): Promise<void> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or an insecure context: try the legacy path below.
    }
  }
  const doc = env.document;
  if (!doc) throw new Error('Clipboard is not available');
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  const copied = doc.execCommand?.('copy') ?? false;
  area.remove();
  if (!copied) throw new Error('Clipboard is not available');
}
