import { ToolInputError } from '../../errors';

// Its own module, with nothing but the rule: the CLI reads --ns and the page its field before loading XPath.

const BINDING = /^([A-Za-z_][\w.-]*)=(\S+)$/;

/**
 * XPath's namespace prefixes as typed, `prefix=uri` each (`toolbox xml xpath --ns`, a line of the page's field),
 * blank entries skipped. Throws ToolInputError (field `ns`) for an entry of another form.
 */
export function runXmlNamespaces(bindings: readonly string[]): Record<string, string> {
  const namespaces: Record<string, string> = {};
  for (const entry of bindings) {
    const binding = entry.trim();
    if (binding === '') continue;
    const match = BINDING.exec(binding);
    if (!match?.[1] || !match[2]) {
      throw new ToolInputError(
        `A namespace prefix is written prefix=uri (like s=http://www.w3.org/2000/svg), not "${binding}".`,
        'Invalid Namespace',
        'ns',
      );
    }
    namespaces[match[1]] = match[2];
  }
  return namespaces;
}
