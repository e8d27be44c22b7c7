export const REGEX_PRESET_NAMES = [
  'email',
  'phone',
  'url',
  'ipv4',
  'creditCard',
  'password',
  'ipv6',
  'semver',
  'isoDate',
  'uuid',
  'hexColor',
  'conventionalCommit',
] as const;
export type RegexPresetName = (typeof REGEX_PRESET_NAMES)[number];

interface RegexPreset {
  label: string;
  pattern: string;
  sample: string;
  /** The flags it is meant to run with (password checks one candidate per line). */
  flags: string;
  /** What it is for, and what it leaves unchecked. */
  description: string;
  /** Strings it matches whole; presets.test.ts runs them. */
  accepts: readonly string[];
  /** Strings it must not match whole. */
  rejects: readonly string[];
}

const HEX16 = '[0-9a-fA-F]{1,4}';
const SEMVER_PART = '(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)';

/**
 * The pattern library: the spec's six presets (§9; `password` is 8+ characters with a lower, an upper, a digit and
 * a symbol) and the patterns people reach for next, each with the strings its tests hold it to.
 */
export const REGEX_PRESETS = {
  email: {
    label: 'Email',
    pattern: '[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}',
    sample: 'Write to ada@example.com or ops@mail.example.org.',
    flags: 'g',
    description:
      'An address-like word@domain.tld; it does not check quoting or the length limits of RFC 5321.',
    accepts: ['ada@example.com', 'first.last+tag@mail.example.co.uk', 'o%k_1@x-y.io'],
    rejects: ['ada@example', 'ada example.com', '@example.com', 'ada@.c'],
  },
  phone: {
    label: 'Phone',
    pattern: '(?:\\+?\\d{1,3}[-.\\s]?)?\\(?\\d{3}\\)?[-.\\s]?\\d{3}[-.\\s]?\\d{4}',
    sample: 'Call (555) 123-4567 or +1 555.987.6543.',
    flags: 'g',
    description:
      'A North American style number with an optional country code: (555) 123-4567, +1 555.987.6543.',
    accepts: ['(555) 123-4567', '+1 555.987.6543', '5551234567', '+1-555-123-4567'],
    rejects: ['555-1234', '12-34-56', 'phone'],
  },
  url: {
    label: 'URL',
    pattern:
      'https?:\\/\\/(?:www\\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\\.[a-zA-Z0-9()]{1,6}\\b[-a-zA-Z0-9()@:%_+.~#?&/=]*',
    sample: 'Docs at https://example.com/docs?page=2 and http://www.test.org.',
    flags: 'g',
    description:
      'An http or https address with a dotted host, path and query; not ftp:, mailto: or bare hosts.',
    accepts: ['https://example.com/docs?page=2', 'http://www.test.org', 'https://a.b.io:8080/x#top'],
    rejects: ['ftp://example.com', 'https://localhost', 'example.com', 'https:/example.com'],
  },
  ipv4: {
    label: 'IPv4',
    pattern: '\\b(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\b',
    sample: 'Hosts 192.168.1.1 and 10.0.0.255, not 256.1.1.1.',
    flags: 'g',
    description: 'Four dotted numbers 0-255, without leading zeros.',
    accepts: ['192.168.1.1', '10.0.0.255', '0.0.0.0', '255.255.255.255'],
    rejects: ['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5'],
  },
  creditCard: {
    label: 'Credit card',
    pattern: '\\b(?:\\d{4}[- ]?){3}\\d{4}\\b',
    sample: 'Test cards 4111 1111 1111 1111 and 5500-0000-0000-0004.',
    flags: 'g',
    description: 'Sixteen digits in fours, spaced, dashed or run together; no Luhn check.',
    accepts: ['4111 1111 1111 1111', '5500-0000-0000-0004', '4111111111111111'],
    rejects: ['4111 1111 1111', '4111_1111_1111_1111', '4111 1111 1111 11112'],
  },
  password: {
    label: 'Password',
    pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s])\\S{8,}$',
    sample: 'Str0ng!pass\nweakpass\nN0symbols1\nOk#9abcd',
    flags: 'gm',
    description:
      '8+ characters with a lower-case letter, an upper-case letter, a digit and a symbol; one a line.',
    accepts: ['Abcdef1!', 'Str0ng!pass', 'Ok#9abcd'],
    rejects: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Ab1!', 'Abc def1!'],
  },
  ipv6: {
    label: 'IPv6',
    pattern: `(?<![\\w:])(?:(?:${HEX16}:){7}${HEX16}|(?:${HEX16}:){1,6}:${HEX16}|(?:${HEX16}:){1,5}(?::${HEX16}){1,2}|(?:${HEX16}:){1,4}(?::${HEX16}){1,3}|(?:${HEX16}:){1,3}(?::${HEX16}){1,4}|(?:${HEX16}:){1,2}(?::${HEX16}){1,5}|${HEX16}:(?::${HEX16}){1,6}|:(?::${HEX16}){1,7}|(?:${HEX16}:){1,7}:|::)(?![\\w:]|\\.\\d)`,
    sample: 'Resolvers 2001:4860:4860::8888 and ::1; fe80::1ff:fe23:4567:890a on the link.',
    flags: 'g',
    description: 'Full and :: compressed addresses; not the dotted IPv4 tail (::ffff:1.2.3.4) or a %zone.',
    accepts: [
      '2001:db8::1',
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      '::1',
      '::',
      'fe80::1ff:fe23:4567:890a',
      '1:2:3:4:5:6:7::',
    ],
    rejects: ['2001:db8:::1', '1:2:3:4:5:6:7:8:9', '12345::1', 'g::1', '1::2::3', ':1:2:3:4:5:6:7'],
  },
  semver: {
    label: 'Semantic version',
    pattern: `^v?(?<major>0|[1-9]\\d*)\\.(?<minor>0|[1-9]\\d*)\\.(?<patch>0|[1-9]\\d*)(?:-(?<prerelease>${SEMVER_PART}(?:\\.${SEMVER_PART})*))?(?:\\+(?<build>[0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$`,
    sample: 'v21.2.2\n1.0.0-rc.1+build.5\n1.2\nv01.2.3',
    flags: 'gm',
    description: 'A semver.org 2.0 version, one a line, with an optional leading v (as git tags write it).',
    accepts: [
      '1.0.0',
      'v21.2.2',
      '1.0.0-alpha.1',
      '1.0.0-0.3.7',
      '1.0.0-x-y-z.--',
      '1.0.0+20130313144700',
      '1.0.0-beta+exp.sha.5114f85',
    ],
    rejects: ['1.2', '01.2.3', '1.2.3-01', '1.2.3-', '1.2.3+', 'v', '1.2.3.4', 'V1.2.3'],
  },
  isoDate: {
    label: 'ISO 8601 date',
    pattern:
      '\\b(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\\d|3[01])(?:T(?<time>(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?)(?<offset>Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?)?(?![\\d:.+-])',
    sample:
      'Released 2026-11-29, built 2026-11-29T16:25:00Z, deployed 2026-11-30T09:00:00.123+01:00; not 2026-13-01.',
    flags: 'g',
    description:
      'A date (2026-11-29) with an optional time and offset; it checks the shape, not the calendar (2026-02-30 passes).',
    accepts: [
      '2026-11-29',
      '2026-11-29T16:25',
      '2026-11-29T16:25:00Z',
      '2026-11-30T09:00:00.123+01:00',
      '1999-12-31T23:59:59-0500',
    ],
    rejects: [
      '2026-13-01',
      '2026-00-10',
      '2026-11-32',
      '26-11-29',
      '2026-11-29T24:00',
      '2026-11-29T16:60',
      '2026/11/29',
    ],
  },
  uuid: {
    label: 'UUID',
    pattern:
      '\\b(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})\\b',
    sample: 'Order 1b4e28ba-2fa1-41d2-883f-0016d3cca427, trace 01890a5d-ac96-774b-bcce-b302099a8057.',
    flags: 'gi',
    description: 'An RFC 9562 UUID of versions 1-8 (and the nil and max UUIDs), in either case.',
    accepts: [
      '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      '01890A5D-AC96-774B-BCCE-B302099A8057',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ],
    rejects: [
      '1b4e28ba-2fa1-01d2-883f-0016d3cca427',
      '1b4e28ba-2fa1-41d2-c83f-0016d3cca427',
      '1b4e28ba2fa141d2883f0016d3cca427',
      '1b4e28ba-2fa1-41d2-883f-0016d3cca42',
    ],
  },
  hexColor: {
    label: 'Hex colour',
    pattern: '#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\\b',
    sample: 'color: #3b82f6; background: #FFF; border-color: #0008; not #12345.',
    flags: 'g',
    description: 'A CSS hex colour: #rgb, #rgba, #rrggbb or #rrggbbaa.',
    accepts: ['#3b82f6', '#FFF', '#0008', '#3b82f680'],
    rejects: ['#12345', '#1234567', '#ggg', '3b82f6', '#12'],
  },
  conventionalCommit: {
    label: 'Conventional Commit header',
    pattern: '^(?<type>\\w+)(?:\\((?<scope>[^()\\r\\n]*)\\))?(?<breaking>!)?: (?<subject>.*\\S.*)$',
    sample: 'feat(api)!: drop the v1 endpoints\nfix: handle an empty body\nUpdate README\nv21.2.2',
    flags: 'gm',
    description: 'type(scope)!: subject, one header a line, as the Conventional Commits parser reads it.',
    accepts: [
      'docs: fix a typo in the guide',
      'fix(load): run the parser factory (#4968)',
      'feat(api)!: drop v1',
      'chore(deps): update dependency lerna to v10.0.1',
    ],
    rejects: [
      'Update README',
      'feat:add a guide',
      'feat(api) add login',
      ': no type',
      'Merge pull request #1 from x/y',
      'feat: ',
    ],
  },
} as const satisfies Record<RegexPresetName, RegexPreset>;
