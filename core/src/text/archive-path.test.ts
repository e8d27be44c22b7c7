import { describe, expect, it } from 'vitest';
import { archiveEntryName } from './archive-path';

describe('archiveEntryName', () => {
  it.each([
    ['shop/src/App.tsx', 'shop/src/App.tsx'],
    ["Tom's $(shop)/package.json", "Tom's $(shop)/package.json"],
    ['../evil.sh', 'evil.sh'],
    ['../../../../tmp/evil', 'tmp/evil'],
    ['a/../../b', 'a/b'],
    ['/etc/passwd', 'etc/passwd'],
    ['//server/share/x', 'server/share/x'],
    ['C:\\Windows\\system32\\x.dll', 'Windows/system32/x.dll'],
    ['..\\..\\x', 'x'],
    ['./a/./b', 'a/b'],
    ['a\u0000b\n', 'ab'],
    ['..', 'file'],
    ['', 'file'],
  ])('%j -> %j', (name, expected) => {
    expect(archiveEntryName(name)).toBe(expected);
  });
});
