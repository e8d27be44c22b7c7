import { ToolInputError } from '../../errors';
import { JsonNumber, jsonErrorMessage, parseJson, validateJson } from '../../json';

/** What a set of JSON samples shows about one place in them. */
export type Shape =
  | { kind: 'unknown' }
  | { kind: 'null' }
  | { kind: 'boolean' }
  /** `unsafe`: some sample is an integer past 2^53, which JSON.parse rounds. */
  | { kind: 'integer'; unsafe?: true }
  | { kind: 'number' }
  | { kind: 'string'; format?: 'date-time' | 'date' }
  | { kind: 'array'; items: Shape }
  | { kind: 'object'; fields: Map<string, { shape: Shape; seen: number }>; seen: number }
  | { kind: 'union'; options: Shape[] };

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function infer(value: unknown): Shape {
  if (value === null) return { kind: 'null' };
  if (typeof value === 'boolean') return { kind: 'boolean' };
  if (typeof value === 'number') return { kind: Number.isInteger(value) ? 'integer' : 'number' };
  if (value instanceof JsonNumber)
    return value.isInteger ? { kind: 'integer', unsafe: true } : { kind: 'number' };
  if (typeof value === 'string') {
    const format =
      DATE_TIME.test(value) && Number.isFinite(Date.parse(value))
        ? 'date-time'
        : DATE.test(value)
          ? 'date'
          : undefined;
    return format ? { kind: 'string', format } : { kind: 'string' };
  }
  if (Array.isArray(value))
    return { kind: 'array', items: value.map(infer).reduce(merge, { kind: 'unknown' }) };
  const fields = new Map<string, { shape: Shape; seen: number }>();
  for (const [key, item] of Object.entries(value as Record<string, unknown>))
    fields.set(key, { shape: infer(item), seen: 1 });
  return { kind: 'object', fields, seen: 1 };
}

/**
 * Two observations of one place as one: objects merge field by field (a field missing in some is optional). Both
 * shapes are consumed (the result may be either, changed): merging in place keeps an array of N objects with
 * distinct keys linear, where copying the fields at each step was quadratic.
 */
export function merge(a: Shape, b: Shape): Shape {
  if (a.kind === 'unknown') return b;
  if (b.kind === 'unknown') return a;
  if (a.kind === 'union' || b.kind === 'union') {
    const options = [...(a.kind === 'union' ? a.options : [a]), ...(b.kind === 'union' ? b.options : [b])];
    return union(options);
  }
  if (a.kind === b.kind) {
    if (a.kind === 'string' && b.kind === 'string')
      return a.format && a.format === b.format ? a : { kind: 'string' };
    if (a.kind === 'array' && b.kind === 'array') {
      a.items = merge(a.items, b.items);
      return a;
    }
    if (a.kind === 'integer' && b.kind === 'integer') return a.unsafe || !b.unsafe ? a : b;
    if (a.kind === 'object' && b.kind === 'object') {
      for (const [key, field] of b.fields) {
        const known = a.fields.get(key);
        if (known) {
          known.shape = merge(known.shape, field.shape);
          known.seen += field.seen;
        } else a.fields.set(key, field);
      }
      a.seen += b.seen;
      return a;
    }
    return a;
  }
  if ((a.kind === 'integer' && b.kind === 'number') || (a.kind === 'number' && b.kind === 'integer'))
    return { kind: 'number' };
  return union([a, b]);
}

/** Options of different kinds; two of one kind merge. */
function union(options: Shape[]): Shape {
  const out: Shape[] = [];
  for (const option of options) {
    const numeric = (s: Shape) => s.kind === 'integer' || s.kind === 'number';
    const at = out.findIndex((o) => o.kind === option.kind || (numeric(o) && numeric(option)));
    if (at >= 0) out[at] = merge(out[at] as Shape, option);
    else out.push(option);
  }
  return out.length === 1 ? (out[0] as Shape) : { kind: 'union', options: out };
}

/** One JSON document, or several: a JSON Lines file (one document a line) gives one sample a line. */
export function readSamples(text: string): unknown[] {
  if (text.trim() === '') throw new ToolInputError('Please paste a JSON sample.', 'Invalid JSON');
  const whole = validateJson(text);
  if (whole.valid) return [whole.value];
  const lines = text.split('\n').map((line, index) => ({ line, index }));
  const samples = lines.filter(({ line }) => line.trim() !== '');
  // JSON Lines when its first sample is a whole JSON text: then a broken one is named at its own line.
  if (samples.length > 1 && validateJson(samples[0]?.line ?? '').valid) {
    return samples.map(({ line, index }) => {
      const sample = validateJson(line);
      if (!sample.valid)
        throw new ToolInputError(jsonErrorMessage({ ...sample, line: index + 1 }), 'Invalid JSON');
      return sample.value;
    });
  }
  // Not JSON Lines either: the whole text's first error.
  return [parseJson(text)];
}

/** The shape of every sample merged. */
export function inferSamples(samples: readonly unknown[]): Shape {
  return samples.map(infer).reduce(merge, { kind: 'unknown' });
}
