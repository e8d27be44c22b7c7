// The attribute types a DOCTYPE's internal subset declares: parse.ts normalizes the values of the tokenized ones,
// xpath.ts's id() finds elements by the ID ones.

/** An ATTLIST declaration: its element's name, then its attribute definitions. */
const ATTLIST = /<!ATTLIST\s+([^\s>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** One token of an attribute definition: a name or keyword, an enumeration in parentheses, or a quoted default. */
const ATTLIST_TOKEN = /\([^)]*\)|"[^"]*"|'[^']*'|[^\s()"']+/g;
/** What in a subset declares nothing: comments, and quoted literals (an entity's value may spell an ATTLIST). */
const NOT_DECLARING = /<!--[\s\S]*?-->|<!ENTITY(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * Each attribute's declared type, keyed `element attribute`: CDATA, ID, IDREF(S), ENTITY(IES), NMTOKEN(S),
 * NOTATION, or an enumeration's '(x|y)'. The first declaration of an attribute binds (XML 1.0, 3.3).
 */
export function declaredAttributeTypes(doctype: string | undefined): Map<string, string> {
  const types = new Map<string, string>();
  const open = doctype?.indexOf('[') ?? -1;
  if (!doctype || open < 0) return types;
  const subset = doctype.slice(open + 1).replace(NOT_DECLARING, '');
  for (const [, element, body] of subset.matchAll(ATTLIST)) {
    const tokens = body!.match(ATTLIST_TOKEN) ?? [];
    // Each definition: a name, a type (a keyword, NOTATION and its list, or a list), a default (#FIXED and a value).
    for (let at = 0; at + 1 < tokens.length; ) {
      const [name, type] = [tokens[at]!, tokens[at + 1]!];
      at += type === 'NOTATION' ? 3 : 2;
      at += tokens[at] === '#FIXED' ? 2 : 1;
      const key = `${element} ${name}`;
      if (!types.has(key)) types.set(key, type);
    }
  }
  return types;
}

/** A tokenized attribute's value (any type but CDATA): spaces around dropped, runs of them one (XML 1.0, 3.3.3). */
export const normalizeTokenized = (value: string) => value.replace(/^ +| +$/g, '').replace(/ {2,}/g, ' ');
