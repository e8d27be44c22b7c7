import { composeString } from './shell-words';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function keyValue(text: string): [string, string | null] {
  const at = text.indexOf('=');
  return at < 0 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}

/** One record of Go's encoding/csv: fields split at commas, a field in "…" may hold commas ("" is a quote). */
function csvRecord(text: string): string[] | undefined {
  const field = /"((?:[^"]|"")*)"|([^,"]*)/y;
  const fields: string[] = [];
  for (let at = 0; ; at++) {
    field.lastIndex = at;
    const [, quoted, plain = ''] = field.exec(text) ?? [];
    at = field.lastIndex;
    // After a field: a comma, or the end; anything else is a stray quote.
    if (at < text.length && text[at] !== ',') return undefined;
    fields.push(quoted === undefined ? plain : quoted.replaceAll('""', '"'));
    if (at === text.length) return fields;
  }
}

const GPU_FIELDS = 'all, a count, or driver=, count=, device=, capabilities=, options= fields';

/**
 * `--gpus` as docker reads it (opts/gpus.go: one CSV record of `all`, a count or key=value fields) as a Compose
 * device reservation, or what the value should have been.
 */
export function gpuDevice(value: string): Record<string, Json> | { expected: string } {
  const fields = csvRecord(value);
  if (!fields) return { expected: GPU_FIELDS };
  const device: Record<string, Json> = {};
  const count = (text: string) => (text === 'all' ? 'all' : /^\d+$/.test(text) ? Number(text) : undefined);
  let capabilities = ['gpu'];
  for (const field of fields) {
    const [key, v] = keyValue(field);
    if (v === null || key === 'count') {
      const n = count(v ?? key);
      if (n === undefined) return { expected: GPU_FIELDS };
      device.count = n;
    } else if (key === 'driver') device.driver = v;
    else if (key === 'device') device.device_ids = v.split(',');
    else if (key === 'capabilities') capabilities = [...v.split(','), 'gpu'];
    else if (key === 'options') device.options = Object.fromEntries((csvRecord(v) ?? []).map(keyValue));
    else return { expected: GPU_FIELDS };
  }
  if (device.count !== undefined && device.device_ids) return { expected: 'a count or devices, not both' };
  // docker reserves one GPU when neither is given; Compose, all of them.
  if (device.count === undefined && !device.device_ids) device.count = 1;
  return { capabilities, ...device };
}

export interface ReadMount {
  type: string;
  /** The long-syntax volume entry's keys besides type. */
  mount: Record<string, Json>;
  /** A named volume's top-level driver, driver_opts and labels (volume-driver, volume-opt, volume-label). */
  settings: Record<string, Json>;
  /** The keys Compose has no place for. */
  unknown: string[];
}

/** `--mount` as docker reads it: one CSV record ("volume-opt=o=addr=10.0.0.10,rw" is one field). */
export function readMount(raw: string): ReadMount | undefined {
  const fields = csvRecord(raw);
  if (!fields) return undefined;
  const read: ReadMount = { type: 'volume', mount: {}, settings: {}, unknown: [] };
  const { mount, settings } = read;
  const options = (key: string) => {
    const current = settings[key];
    if (current && typeof current === 'object' && !Array.isArray(current)) return current;
    settings[key] = {};
    return settings[key] as Record<string, Json>;
  };
  for (const part of fields) {
    const [key, rawValue] = keyValue(part);
    const v = rawValue === null ? null : composeString(rawValue);
    if (key === 'type') read.type = v ?? read.type;
    else if (key === 'source' || key === 'src') mount.source = v;
    else if (key === 'target' || key === 'dst' || key === 'destination') mount.target = v;
    else if (key === 'readonly' || key === 'ro') mount.read_only = v === null || v === 'true' || v === '1';
    else if (key === 'bind-propagation') mount.bind = { propagation: v };
    else if (key === 'volume-nocopy') mount.volume = { nocopy: v === null || v === 'true' || v === '1' };
    else if (key === 'volume-subpath') mount.volume = { subpath: v };
    else if (key === 'tmpfs-size') mount.tmpfs = { size: /^\d+$/.test(v ?? '') ? Number(v) : v };
    else if (key === 'tmpfs-mode')
      mount.tmpfs = { ...(mount.tmpfs as object), mode: Number.parseInt(v ?? '', 8) };
    else if (key === 'consistency') mount.consistency = v;
    else if (key === 'volume-driver') settings.driver = v ?? '';
    else if (key === 'volume-opt' || key === 'volume-label') {
      const [name, option] = keyValue(v ?? '');
      options(key === 'volume-opt' ? 'driver_opts' : 'labels')[name] = option ?? '';
    } else read.unknown.push(key);
  }
  return read;
}
