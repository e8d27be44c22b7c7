import { describe, expect, it } from 'vitest';
import { runXmlNamespaces } from './namespaces';

describe('XPath namespace prefixes', () => {
  it('reads prefix=uri entries, skipping blank ones; a later prefix wins', () => {
    expect(
      runXmlNamespaces([
        'm=http://maven.apache.org/POM/4.0.0',
        '  ',
        ' atom=http://www.w3.org/2005/Atom ',
        'm=urn:x',
      ]),
    ).toEqual({ m: 'urn:x', atom: 'http://www.w3.org/2005/Atom' });
    expect(runXmlNamespaces([])).toEqual({});
  });

  it.each(['svg', '=http://www.w3.org/2000/svg', '1x=urn:x', 'a=', 'a=urn:x y'])(
    'refuses "%s", naming it, on the ns field',
    (entry) => {
      expect(() => runXmlNamespaces([entry])).toThrow(
        expect.objectContaining({
          message: `A namespace prefix is written prefix=uri (like s=http://www.w3.org/2000/svg), not "${entry.trim()}".`,
          field: 'ns',
        }),
      );
    },
  );
});
