import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { composeYaml } from './compose-yaml';
import { runDockerCompose } from './docker-compose';

// The oracle: the yaml package writing the same value with the options the tool used it with before.
const yamlWrites = (value: unknown) => stringify(value, { version: '1.1', lineWidth: 0 });

const corpus = (file: string) =>
  readFileSync(new URL(`corpus/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n\n');

/** Strings YAML reads as something else, or cannot write plain: each is written as a key, a value and a list item. */
const AWKWARD = [
  '',
  ' ',
  'yes',
  'No',
  'on',
  'OFF',
  'y',
  'null',
  '~',
  'NULL',
  '80:80',
  '1:30',
  '1:30.5',
  '22',
  '-1',
  '+1',
  '0b101',
  '0o17',
  '017',
  '0x1F',
  '1e3',
  '1.5',
  '.5',
  '.inf',
  '-.Inf',
  '.nan',
  '2024-01-02',
  '2024-01-02 10:20:30 +01:00',
  '2024-1-2t1:2:3Z',
  '<<',
  '- a',
  '-',
  '?',
  '? x',
  'a: b',
  'a:b',
  'a #b',
  'a#b',
  '#c',
  'trailing ',
  ' leading',
  'colon:',
  '%percent',
  '@at',
  '`tick',
  '!bang',
  '&amp',
  '*star',
  '|pipe',
  '>more',
  '[x]',
  '{x}',
  ',c',
  "it's",
  'say "hi"',
  `both ' and "`,
  '---',
  '--- doc',
  '...',
  'a\n--- b',
  'line one\nline two',
  'line one\nline two\n',
  'line one\nline two\n\n',
  '\nstarts with newline',
  '  indented\nnext',
  'ends with spaces\n  ',
  'a \nb',
  'a\n b',
  'x\n\n\ny',
  'a long line that goes past forty characters\nand then another one after it\n\nand one more',
  'a long line that goes past forty characters \nwith a space before the break, and more',
  'tab\there',
  'bell\u0007',
  'nul\u0000',
  'esc\u001b',
  'del\u007f',
  'nel\u0085',
  'nbsp\u00a0',
  'line sep\u2028',
  'para sep\u2029',
  'c1\u0090',
  'lone \ud800 surrogate',
  'émoji 🐳 ünïcode',
  'docker run -d nginx',
  'CMD-SHELL curl -f http://localhost/ || exit 1',
  'daemon off;',
  `$${'{'}VAR:-default}`,
  '$$escaped',
  'x'.repeat(1030),
  `${'k'.repeat(1030)}: v`,
];

describe('composeYaml', () => {
  it('writes every Compose file of the corpus as the yaml package does', () => {
    const files = ['docker-library-docs.txt', 'linuxserver-jellyfin.txt', 'uptime-kuma.txt'].flatMap(corpus);
    let compared = 0;
    for (const block of files) {
      let compose: ReturnType<typeof runDockerCompose>['compose'];
      try {
        compose = runDockerCompose({ text: block }).compose;
      } catch {
        continue;
      }
      expect(composeYaml(compose), block).toBe(yamlWrites(compose));
      compared++;
    }
    expect(compared).toBeGreaterThan(400);
  });

  it('quotes, escapes and breaks awkward strings as the yaml package does, as keys, values and list items', () => {
    for (const text of AWKWARD) {
      const value = {
        services: {
          [text]: { image: text, command: [text, 'plain', [text]], environment: { [text]: text } },
          other: { labels: [{ [text]: text, second: text }], deep: { deeper: { deepest: text } } },
        },
      };
      expect(composeYaml(value), JSON.stringify(text)).toBe(yamlWrites(value));
    }
  });

  it('writes numbers, booleans, null and empty collections as the yaml package does', () => {
    const value = {
      services: {
        web: {
          cpu_shares: 512,
          negative: -3,
          zero: -0,
          big: 1e21,
          fraction: 0.5,
          nan: Number.NaN,
          inf: Number.POSITIVE_INFINITY,
          minus: Number.NEGATIVE_INFINITY,
          read_only: true,
          tty: false,
          source: null,
          empty_map: {},
          empty_list: [],
          list_of_empty: [{}, [], null, 1, true],
        },
      },
      volumes: { data: {} },
    };
    expect(composeYaml(value)).toBe(yamlWrites(value));
  });
});
