// YAML that every common reader takes as the data written: what `toolbox convert --to yaml` and `toolbox compose` write.

import { Document, visit } from 'yaml';
import { JsonNumber } from '../json/json-number';

/**
 * A TOML date or time as written (`1979-05-27`, `07:32:00`), plain: a YAML 1.1 reader's timestamp, a 1.2 reader's
 * string; never quoted as a string shaped like a date is.
 */
const YAML_DATE = {
  identify: (value: unknown) => value instanceof Date,
  default: true,
  tag: 'tag:yaml.org,2002:timestamp',
  resolve: (text: string) => text,
  stringify: ({ value }: { value?: unknown }) => (value as Date).toISOString(),
};

/**
 * A number's text with an exponent as YAML 1.1 reads a float: a '.' before the exponent and the exponent's sign
 * (PyYAML read 5e-324 and 1e+21 as strings). YAML 1.2 reads the same number: 5.0e-324, 1.0e+21.
 */
const yaml11Number = (text: string) => text.replace(/^(-?\d+)(?=[eE])/, '$1.0').replace(/[eE](?=\d)/, 'e+');

/** YAML writes a kept number as its digits, untagged: a YAML reader sees an int or float, as JSON's reader did. */
const YAML_KEPT_NUMBER = {
  identify: (value: unknown) => value instanceof JsonNumber,
  default: true,
  tag: 'tag:yaml.org,2002:int',
  resolve: (text: string) => text,
  stringify: ({ value }: { value?: unknown }) => yaml11Number(String(value)),
};

/**
 * What YAML cannot hold raw (DEL, the C1 controls, U+FFFE, U+FFFF: not in its printable set), what YAML 1.1 reads as a
 * line break (NEL, LS, PS) and a byte order mark: the yaml package writes them as they are, which PyYAML and
 * ruamel.yaml refuse or fold. A string holding one is double-quoted, and each written as its escape.
 */
const UNSAFE_IN_YAML = /[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/;
const YAML_ESCAPES: Readonly<Record<string, string>> = { '\u0085': '\\N', '\u2028': '\\L', '\u2029': '\\P' };
const yamlEscape = (char: string) =>
  YAML_ESCAPES[char] ??
  (char < '\u0100' ? `\\x${char.charCodeAt(0).toString(16)}` : `\\u${char.charCodeAt(0).toString(16)}`);

/**
 * Strings the yaml package writes in a form readers take otherwise: a tab in a one-line string (written plain, which
 * PyYAML and ruamel.yaml refuse), and a line of only spaces or tabs in a multi-line one (a block scalar whose blank
 * line reads as indentation: ' \n' came back '\n', or the YAML was refused). Both are double-quoted instead.
 */
const QUOTE_INSTEAD = /^[^\n]*\t[^\n]*$|(?:^|\n)[ \t]+(?:\n|$)/;

/**
 * YAML 1.2 that a YAML 1.1 reader (PyYAML, Go's yaml.v2, Ansible) reads as the same data: a string 1.1 would read as
 * something else (yes, on, 1_000, 1:30, 2001-01-01, a << key) is quoted (the yaml package's `compat`), and so is a
 * lone `=`, PyYAML's !!value, which its safe loader refuses. A TOML date stays plain (YAML_DATE).
 */
export function writeYaml(value: unknown): string {
  // An object met twice (a YAML alias read) is written out again, not as an anchor and alias.
  const doc = new Document(value, {
    customTags: [YAML_KEPT_NUMBER, YAML_DATE],
    compat: 'yaml-1.1',
    aliasDuplicateObjects: false,
  });
  visit(doc, {
    Scalar(_, node) {
      // A float JavaScript writes with an exponent (5e-324, 1e+21), written as a kept number in YAML 1.1's form.
      if (typeof node.value === 'number' && /e/.test(String(node.value))) {
        node.value = new JsonNumber(String(node.value));
        return;
      }
      if (
        typeof node.value === 'string' &&
        (node.value === '=' || UNSAFE_IN_YAML.test(node.value) || QUOTE_INSTEAD.test(node.value))
      )
        node.type = 'QUOTE_DOUBLE';
    },
  });
  // Only a double-quoted scalar can hold these now, where each escape means the character.
  return doc.toString({ lineWidth: 0 }).replace(new RegExp(UNSAFE_IN_YAML.source, 'g'), yamlEscape);
}
