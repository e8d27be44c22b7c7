/**
 * A zip entry name that stays inside the folder it is unpacked into, whatever it was given: `\` read as `/`, a
 * drive (`C:`) and leading slashes dropped, `.` and `..` segments dropped (not resolved, so `a/../../b` cannot
 * climb), control characters removed. Zip Slip (unzip tools that follow `../` or absolute names) has nothing to
 * follow. An empty result becomes `file`.
 */
export function archiveEntryName(name: string): string {
  const segments = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\\/g, '/')
    .replace(/^[a-z]:/i, '')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return segments.join('/') || 'file';
}
