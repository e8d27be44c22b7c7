import { Address4, Address6 } from 'ip-address';

export type Family = 4 | 6;

/** What a message quotes of the input: its start, so a 10 MB line does not make a 10 MB message. */
export const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

export interface ParsedAddress {
  version: Family;
  value: bigint;
  /** An IPv6 address's zone as typed (fe80::1%eth0 has eth0): the host's interface, kept out of the value. */
  zone?: string;
}

/**
 * One IPv4 or IPv6 address (no prefix); ip-address reads it, refusing IPv4 leading zeros as Python does. An IPv6
 * zone (RFC 4007's fe80::1%eth0, as ping and ss print it) is read past as Python's ipaddress reads it.
 */
export function parseAddress(text: string): ParsedAddress | undefined {
  const [trimmed = '', zone, ...more] = text.trim().split('%');
  if (trimmed === '' || zone === '' || more.length > 0 || /[/\s]/.test(`${trimmed}${zone ?? ''}`))
    return undefined;
  try {
    if (trimmed.includes(':'))
      return { version: 6, value: new Address6(trimmed).bigInt(), ...(zone === undefined ? {} : { zone }) };
    if (zone !== undefined) return undefined;
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(trimmed)) return undefined;
    return { version: 4, value: new Address4(trimmed).bigInt() };
  } catch {
    return undefined;
  }
}

const dotted = (value: bigint) =>
  [24n, 16n, 8n, 0n].map((shift) => ((value >> shift) & 255n).toString()).join('.');

/**
 * RFC 5952's form for IPv6 (as Python prints it), an IPv4-mapped address as ::ffff:192.0.2.1 (its section 5),
 * dotted quad for IPv4.
 */
export function formatAddress(version: Family, value: bigint): string {
  if (version === 4) return dotted(value);
  if (value >> 32n === 0xffffn) return `::ffff:${dotted(value & 0xffffffffn)}`;
  return Address6.fromBigInt(value).correctForm();
}

/** The prefix length a contiguous IPv4 netmask stands for (255.255.252.0 is 22), or undefined. */
function prefixOfNetmask(value: bigint): number | undefined {
  const zeros = (~value & 0xffffffffn).toString(2).replace(/^0+/, '').length;
  const host = (1n << BigInt(zeros)) - 1n;
  return (value | host) === 0xffffffffn && (value & host) === 0n ? 32 - zeros : undefined;
}

/**
 * `address/prefix`, `address/netmask` (or wildcard), `address netmask` (ipcalc's way) or a bare address (a /32 or /128).
 * The address keeps its host bits: the caller clears them and may show what was typed.
 */
export function parseNetwork(text: string): (ParsedAddress & { prefix: number }) | { error: string } {
  const trimmed = text.trim();
  const [addressText = '', maskText, ...extra] = trimmed.split(/\s*\/\s*|\s+/);
  if (extra.length > 0) return { error: `"${shown(trimmed)}" is not one network: write it as 10.0.0.0/22.` };
  const address = parseAddress(addressText);
  if (!address) return { error: `"${shown(addressText)}" is not an IPv4 or IPv6 address.` };
  const max = address.version === 4 ? 32 : 128;
  if (maskText === undefined) return { ...address, prefix: max };
  if (/^\d{1,3}$/.test(maskText) && Number(maskText) <= max) return { ...address, prefix: Number(maskText) };
  const mask = address.version === 4 ? parseAddress(maskText) : undefined;
  if (mask?.version === 4) {
    // A netmask, else a Cisco wildcard (0.0.0.255, Python's hostmask), as ip_network and ipcalc read them.
    const prefix = prefixOfNetmask(mask.value) ?? prefixOfNetmask(~mask.value & 0xffffffffn);
    if (prefix !== undefined) return { ...address, prefix };
    return { error: `"${shown(maskText)}" is not a netmask: its ones come first (255.255.252.0).` };
  }
  return {
    error: `"/${shown(maskText)}" is not a prefix length: a whole number from 0 to ${max}${address.version === 4 ? ', or a netmask' : ''}.`,
  };
}
