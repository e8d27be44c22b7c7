export const REGEX_PRESET_NAMES = ['email', 'phone', 'url', 'ipv4', 'creditCard', 'password'] as const;
export type RegexPresetName = (typeof REGEX_PRESET_NAMES)[number];

interface RegexPreset {
  label: string;
  pattern: string;
  sample: string;
  /** The flags it is meant to run with (password checks one candidate per line). */
  flags: string;
}

/** The spec's six presets (§9); `password` is 8+ characters with a lower, an upper, a digit and a symbol. */
export const REGEX_PRESETS = {
  email: {
    label: 'Email',
    pattern: '[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}',
    sample: 'Write to ada@example.com or ops@mail.example.org.',
    flags: 'g',
  },
  phone: {
    label: 'Phone',
    pattern: '(?:\\+?\\d{1,3}[-.\\s]?)?\\(?\\d{3}\\)?[-.\\s]?\\d{3}[-.\\s]?\\d{4}',
    sample: 'Call (555) 123-4567 or +1 555.987.6543.',
    flags: 'g',
  },
  url: {
    label: 'URL',
    pattern:
      'https?:\\/\\/(?:www\\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\\.[a-zA-Z0-9()]{1,6}\\b[-a-zA-Z0-9()@:%_+.~#?&/=]*',
    sample: 'Docs at https://example.com/docs?page=2 and http://www.test.org.',
    flags: 'g',
  },
  ipv4: {
    label: 'IPv4',
    pattern: '\\b(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\b',
    sample: 'Hosts 192.168.1.1 and 10.0.0.255, not 256.1.1.1.',
    flags: 'g',
  },
  creditCard: {
    label: 'Credit card',
    pattern: '\\b(?:\\d{4}[- ]?){3}\\d{4}\\b',
    sample: 'Test cards 4111 1111 1111 1111 and 5500-0000-0000-0004.',
    flags: 'g',
  },
  password: {
    label: 'Password',
    pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s])\\S{8,}$',
    sample: 'Str0ng!pass\nweakpass\nN0symbols1\nOk#9abcd',
    flags: 'gm',
  },
} as const satisfies Record<RegexPresetName, RegexPreset>;
