import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { CHMOD_MESSAGES, type ChmodInput, runChmod, runChmodText } from './chmod';

describe('runChmod', () => {
  it.each([
    ['755', 'octal', '0755', 'u=rwx,g=rx,o=rx', '-rwxr-xr-x'],
    ['4755', 'octal', '4755', 'u=rwxs,g=rx,o=rx', '-rwsr-xr-x'],
    ['2640', 'octal', '2640', 'u=rw,g=rs,o=', '-rw-r-S---'],
    ['1777', 'octal', '1777', 'u=rwx,g=rwx,o=rwxt', '-rwxrwxrwt'],
    ['-rwxr-x---', 'ls', '0750', 'u=rwx,g=rx,o=', '-rwxr-x---'],
    ['drwxrwxrwt', 'ls', '1777', 'u=rwx,g=rwx,o=rwxt', 'drwxrwxrwt'],
    ['rw-r--r--', 'ls', '0644', 'u=rw,g=r,o=r', '-rw-r--r--'],
    ['u=rwx,g=rx,o=', 'symbolic', '0750', 'u=rwx,g=rx,o=', '-rwxr-x---'],
    ['a+r,u+w', 'symbolic', '0644', 'u=rw,g=r,o=r', '-rw-r--r--'],
  ])('%s is read as %s: %s, %s, %s', (mode, readAs, octal4, symbolic, ls) => {
    expect(runChmod({ mode })).toMatchObject({ readAs, octal4, symbolic, ls });
  });

  it('applies a symbolic change to the current mode, and +x without who leaves the umask bits alone', () => {
    expect(runChmod({ mode: 'go-w', from: '-rw-rw-rw-' }).octal).toBe('644');
    expect(runChmod({ mode: '+w', from: '555', umask: '022' }).octal).toBe('755');
    expect(runChmod({ mode: 'u=g', from: '640' }).octal).toBe('440');
  });

  it('keeps a directory setgid under a short octal mode, as GNU chmod does', () => {
    expect(runChmod({ mode: '755', from: '2775', kind: 'directory' }).ls).toBe('drwxr-sr-x');
    expect(runChmod({ mode: '00755', from: '2775', kind: 'directory' }).ls).toBe('drwxr-xr-x');
    expect(runChmod({ mode: '755', from: '2775', kind: 'file' }).ls).toBe('-rwxr-xr-x');
  });

  it("takes a directory from an ls -l --from's type, as chmod takes it from the file it changes", () => {
    expect(runChmod({ mode: 'a+X', from: 'drw-r--r--', kind: 'file' }).ls).toBe('drwxr-xr-x');
    expect(runChmod({ mode: '755', from: 'drwxr-sr-x', kind: 'file' }).ls).toBe('drwxr-sr-x');
    expect(runChmod({ mode: 'a+X', from: '-rw-r--r--', kind: 'directory' }).ls).toBe('-rw-r--r--');
    expect(runChmod({ mode: 'o+t', from: 'prw-r--r--' }).ls).toBe('prw-r--r-T');
  });

  it('names the bits and what the umask leaves', () => {
    const result = runChmod({ mode: '4751', umask: '027' });
    expect(result).toMatchObject({
      owner: { read: true, write: true, execute: true },
      group: { read: true, write: false, execute: true },
      others: { read: false, write: false, execute: true },
      setuid: true,
      setgid: false,
      sticky: false,
      umask: {
        octal: '0027',
        file: '0640',
        directory: '0750',
        fileLs: '-rw-r-----',
        directoryLs: 'drwxr-x---',
      },
    });
    expect(runChmodText(result)).toBe(
      [
        'octal: 4751',
        'symbolic: u=rwxs,g=rx,o=x',
        'ls -l: -rwsr-x--x',
        'special: setuid',
        'umask 0027: new files 0640 (-rw-r-----), new directories 0750 (drwxr-x---)',
      ].join('\n'),
    );
  });

  it('quotes a huge line by its start, not whole (a 10 MB line made a 10 MB message)', () => {
    expect(() => runChmod({ mode: 'a'.repeat(10_000_000) })).toThrow(
      `"${'a'.repeat(59)}…" has no operator: use +, - or = (u+x, go-w, a=r).`,
    );
  });

  it.each<[ChmodInput, string, string]>([
    [{ mode: '  ' }, CHMOD_MESSAGES.blank, 'mode'],
    [{ mode: '17777' }, CHMOD_MESSAGES.octal, 'mode'],
    [{ mode: '789' }, 'Character 2, "8", is not an octal digit.', 'mode'],
    // A mode that starts as octal is faulted where the octal stops, not at its first digit.
    [{ mode: '777x' }, 'Character 4, "x", is not an octal digit.', 'mode'],
    [{ mode: '0o755' }, 'Character 2, "o", is not an octal digit.', 'mode'],
    [{ mode: '755 644' }, 'Character 4, " ", is not an octal digit.', 'mode'],
    [{ mode: 'u+x;' }, 'Character 4, ";", is not part of a mode (octal, ugoa+-=rwxXst, or ls -l).', 'mode'],
    [{ mode: 'u' }, '"u" has no operator: use +, - or = (u+x, go-w, a=r).', 'mode'],
    [{ mode: 'u+x,,' }, '"" has no operator: use +, - or = (u+x, go-w, a=r).', 'mode'],
    [{ mode: 'u+x', from: 'abc' }, CHMOD_MESSAGES.from, 'from'],
    [{ mode: '644', umask: '999' }, CHMOD_MESSAGES.umask, 'umask'],
  ])('refuses %j', (input, message, field) => {
    let error: unknown;
    try {
      runChmod(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ message, field });
  });
});
