import { seededNumbers } from '../../deterministic/seeded-random';
import { ToolInputError } from '../../errors';
import type { Random } from '../../ports';

export const LOREM_UNITS = ['words', 'sentences', 'paragraphs'] as const;

export const LOREM_LIMITS = { count: 1_000, maxSeed: 4_294_967_295 } as const;

export const LOREM_MESSAGES = {
  title: 'Invalid input',
  unit: 'The unit is words, sentences or paragraphs.',
  count: 'The count is a whole number from 1 to 1,000.',
  seed: 'The seed is a whole number from 0 to 4294967295.',
} as const;

/** The opening every reader recognises, from Cicero's De finibus as typesetters have used it since the 1500s. */
const OPENING = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit'];

/** The words of the standard passage ("Lorem ipsum dolor sit amet… id est laborum."), each once. */
const WORDS = [
  ...OPENING,
  ...'sed do eiusmod tempor incididunt ut labore et magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'.split(
    ' ',
  ),
];

type LoremField = 'unit' | 'count' | 'seed';

export interface LoremInput {
  unit?: string;
  count?: number;
  /** The same seed, the same text. Drawn from the random port when absent. */
  seed?: number;
  /** Start with "Lorem ipsum dolor sit amet, consectetur adipiscing elit" (default true). */
  classic?: boolean;
}

export interface LoremResult {
  text: string;
  /** The seed used, to make the same text again. */
  seed: number;
}

function fail(message: string, field: LoremField): never {
  throw new ToolInputError(message, LOREM_MESSAGES.title, field);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Placeholder text: words, sentences of 6 to 14 words with the odd comma, paragraphs of 3 to 6 sentences. */
export function runLorem(input: LoremInput, random: Random): LoremResult {
  const unit = LOREM_UNITS.find((name) => name === (input.unit ?? 'paragraphs'));
  if (!unit) fail(LOREM_MESSAGES.unit, 'unit');
  const count = input.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > LOREM_LIMITS.count)
    fail(LOREM_MESSAGES.count, 'count');
  let seed = input.seed;
  if (seed === undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = random.bytes(4);
    seed = ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  } else if (!Number.isInteger(seed) || seed < 0 || seed > LOREM_LIMITS.maxSeed)
    fail(LOREM_MESSAGES.seed, 'seed');

  const next = seededNumbers(seed);
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const opening = input.classic === false ? [] : [...OPENING];
  const word = () => opening.shift() ?? (WORDS[Math.floor(next() * WORDS.length)] as string);
  const words = (n: number) => Array.from({ length: n }, word);
  const sentence = () => {
    if (opening.length === OPENING.length) {
      opening.length = 0;
      return 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
    }
    const parts = words(between(6, 14));
    if (parts.length > 8 && next() < 0.5) parts[between(3, parts.length - 4)] += ',';
    return `${capitalise(parts.join(' '))}.`;
  };
  const sentences = (n: number) => Array.from({ length: n }, sentence).join(' ');

  const text =
    unit === 'words'
      ? words(count).join(' ')
      : unit === 'sentences'
        ? sentences(count)
        : Array.from({ length: count }, () => sentences(between(3, 6))).join('\n\n');
  return { text, seed };
}
