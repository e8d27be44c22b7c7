import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText', () => {
  it('names the errno of PGlite file errors, which have no message (a full disk printed "undefined")', () => {
    // The shape PGlite threw when its data folder sat on a full 2 MB tmpfs: JSON {"name":"ErrnoError","errno":51}.
    const full = Object.assign(Object.create({ constructor: function ErrnoError() {} }), {
      name: 'ErrnoError',
      errno: 51,
    });
    expect(errorText(full)).toBe('no space left on device (ENOSPC)');
    expect(errorText({ name: 'ErrnoError', errno: 69 })).toBe('read-only file system (EROFS)');
    expect(errorText({ name: 'ErrnoError', errno: 999 })).toBe('file system error 999');
  });

  it('keeps messages and never answers "undefined"', () => {
    expect(errorText(new Error('Port 1 is in use'))).toBe('Port 1 is in use');
    expect(errorText(Object.assign(new Error(''), { name: 'RuntimeError' }))).toBe('RuntimeError');
    expect(errorText({ code: 'ENOSPC' })).toBe('ENOSPC');
    expect(errorText(undefined)).toBe('undefined value thrown');
    expect(errorText('disk full')).toBe('disk full');
    expect(errorText(42)).toBe('42');
  });
});
