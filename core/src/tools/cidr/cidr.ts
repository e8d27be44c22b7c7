import { ToolInputError } from '../../errors';
import { type Family, formatAddress, parseAddress, parseNetwork, shown } from './ip';

export const CIDR_MESSAGES = {
  title: 'Invalid network',
  blank: 'Please enter a network: 10.0.0.0/22, 192.168.1.0/255.255.255.0 or 2001:db8::/32.',
  blankAddress: 'Please enter an address or network to look for: 10.0.3.7 or 10.0.1.0/24.',
  blankList: 'Please enter networks, addresses or ranges, one a line: 10.0.0.0/24, 10.0.1.0 - 10.0.1.255.',
  prefix: 'Split into a longer prefix length, written 24 or /24.',
} as const;

/** Most subnets a split lists: a /16 into /28s (4,096); more is a list nobody reads. */
export const CIDR_LIMITS = { subnets: 4096, lines: 10_000 } as const;

export type CidrField = 'network' | 'prefix' | 'address' | 'networks';

export interface CidrInfo {
  version: 4 | 6;
  /** The network in CIDR notation, host bits cleared: 10.0.0.0/22. */
  network: string;
  /** The address as typed, when its host bits were set (10.0.1.7/22), else absent. */
  address?: string;
  prefix: number;
  networkAddress: string;
  /** IPv4's last address; IPv6 has none and says null. */
  broadcast: string | null;
  lastAddress: string;
  netmask: string;
  /** The netmask inverted (Cisco's wildcard, Python's hostmask). */
  wildcard: string;
  /** As Python's ipaddress hosts(): without the network and broadcast (IPv4) or the subnet-router anycast (IPv6) address, except on /31, /32, /127, /128. */
  firstHost: string;
  lastHost: string;
  /** Counts as decimal strings: an IPv6 /32 holds 2^96. */
  addresses: string;
  hosts: string;
}

export interface CidrSplit {
  network: string;
  prefix: number;
  count: string;
  subnets: { network: string; firstHost: string; lastHost: string; broadcast: string | null }[];
}

export interface CidrSummary {
  /** The fewest networks that cover exactly what was given, IPv4 first. */
  networks: string[];
  /** How many lines were read, and how many addresses the networks hold. */
  given: number;
  addresses: string;
}

export interface CidrContains {
  network: string;
  address: string;
  contains: boolean;
}

function fail(message: string, field: CidrField): never {
  throw new ToolInputError(message, CIDR_MESSAGES.title, field);
}

const networkOrFail = (text: string, field: CidrField, blank: string) => {
  if (text.trim() === '') fail(blank, field);
  const parsed = parseNetwork(text);
  if ('error' in parsed) fail(parsed.error, field);
  return parsed;
};

const bits = (version: Family) => (version === 4 ? 32 : 128);
const hostMask = (version: Family, prefix: number) => (1n << BigInt(bits(version) - prefix)) - 1n;

/** Python's hosts(): the first and last usable address and how many. */
function hostsOf(version: Family, first: bigint, last: bigint) {
  const size = last - first + 1n;
  if (size <= 2n) return { firstHost: first, lastHost: last, hosts: size };
  if (version === 4) return { firstHost: first + 1n, lastHost: last - 1n, hosts: size - 2n };
  return { firstHost: first + 1n, lastHost: last, hosts: size - 1n };
}

function infoOf(version: Family, value: bigint, prefix: number, zone?: string): CidrInfo {
  const host = hostMask(version, prefix);
  const all = (1n << BigInt(bits(version))) - 1n;
  const first = value & ~host & all;
  const last = first | host;
  const hosts = hostsOf(version, first, last);
  const format = (v: bigint) => formatAddress(version, v);
  return {
    version,
    network: `${format(first)}/${prefix}`,
    ...(value !== first
      ? { address: `${format(value)}${zone === undefined ? '' : `%${zone}`}/${prefix}` }
      : {}),
    prefix,
    networkAddress: format(first),
    broadcast: version === 4 ? format(last) : null,
    lastAddress: format(last),
    netmask: format(all ^ host),
    wildcard: format(host),
    firstHost: format(hosts.firstHost),
    lastHost: format(hosts.lastHost),
    addresses: (host + 1n).toString(),
    hosts: hosts.hosts.toString(),
  };
}

/** A network (or one address) read every way a subnet calculator shows it. */
export function runCidrInfo(input: { network: string }): CidrInfo {
  const { version, value, prefix, zone } = networkOrFail(input.network, 'network', CIDR_MESSAGES.blank);
  return infoOf(version, value, prefix, zone);
}

/** A network cut into the subnets of a longer prefix (Python's subnets(new_prefix=…)). */
export function runCidrSplit(input: { network: string; prefix: string | number }): CidrSplit {
  const { version, value, prefix } = networkOrFail(input.network, 'network', CIDR_MESSAGES.blank);
  const text = String(input.prefix).trim().replace(/^\//, '');
  const next = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(next >= prefix && next <= bits(version)))
    fail(`${CIDR_MESSAGES.prefix} This network takes /${prefix} to /${bits(version)}.`, 'prefix');
  const count = 1n << BigInt(next - prefix);
  if (count > BigInt(CIDR_LIMITS.subnets))
    fail(
      `/${prefix} into /${next} makes ${count.toLocaleString('en-US')} subnets; at most ${CIDR_LIMITS.subnets.toLocaleString('en-US')} are listed: try /${prefix + Math.log2(CIDR_LIMITS.subnets)} or shorter.`,
      'prefix',
    );
  const step = 1n << BigInt(bits(version) - next);
  const start = value & ~hostMask(version, prefix);
  const subnets = Array.from({ length: Number(count) }, (_, index) => {
    const info = infoOf(version, start + step * BigInt(index), next);
    return {
      network: info.network,
      firstHost: info.firstHost,
      lastHost: info.lastHost,
      broadcast: info.broadcast,
    };
  });
  return { network: infoOf(version, value, prefix).network, prefix: next, count: count.toString(), subnets };
}

interface Interval {
  version: Family;
  first: bigint;
  last: bigint;
}

/** One line of a list: a network, an address, or a range `first - last`; `#` starts a comment. */
function intervalOf(line: string, number: number): Interval | undefined {
  const text = line.replace(/#.*/, '').trim();
  if (text === '') return undefined;
  const where = (message: string) => fail(`Line ${number}, "${shown(text)}": ${message}`, 'networks');
  // Split at the dash, not by a pattern: `^(\S+)\s*-` backtracked over a 10 MB line until V8's regex stack gave out.
  const dash = text.indexOf('-');
  const ends = [text.slice(0, dash).trim(), text.slice(dash + 1).trim()];
  if (dash !== -1 && !text.includes('/') && ends.every((end) => end !== '' && !/\s/.test(end))) {
    const [from, to] = ends.map(parseAddress);
    if (!from || !to) return where('a range is two addresses: 10.0.1.0 - 10.0.1.255.');
    if (from.version !== to.version) return where('a range cannot go from IPv4 to IPv6.');
    if (from.value > to.value) return where('the range ends before it starts.');
    return { version: from.version, first: from.value, last: to.value };
  }
  const parsed = parseNetwork(text);
  if ('error' in parsed) return where(parsed.error);
  const host = hostMask(parsed.version, parsed.prefix);
  return { version: parsed.version, first: parsed.value & ~host, last: parsed.value | host };
}

/** The CIDR blocks that cover first..last exactly (Python's summarize_address_range). */
function blocksOf({ version, first, last }: Interval): string[] {
  const blocks: string[] = [];
  let at = first;
  while (at <= last) {
    let size = 0;
    while (
      size < bits(version) &&
      (at & ((1n << BigInt(size + 1)) - 1n)) === 0n &&
      at + (1n << BigInt(size + 1)) - 1n <= last
    )
      size += 1;
    blocks.push(`${formatAddress(version, at)}/${bits(version) - size}`);
    at += 1n << BigInt(size);
  }
  return blocks;
}

/** Networks, addresses and ranges merged into the fewest networks (Python's collapse_addresses). */
export function runCidrSummarize(input: { networks: string }): CidrSummary {
  const lines = input.networks.split('\n');
  if (lines.length > CIDR_LIMITS.lines)
    fail(`That is ${lines.length} lines; at most ${CIDR_LIMITS.lines} are read at once.`, 'networks');
  const intervals = lines.flatMap((line, index) => intervalOf(line, index + 1) ?? []);
  if (intervals.length === 0) fail(CIDR_MESSAGES.blankList, 'networks');
  intervals.sort((a, b) => a.version - b.version || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const top = merged.at(-1);
    if (top && top.version === interval.version && interval.first <= top.last + 1n) {
      if (interval.last > top.last) top.last = interval.last;
    } else merged.push({ ...interval });
  }
  return {
    networks: merged.flatMap(blocksOf),
    given: intervals.length,
    addresses: merged.reduce((sum, { first, last }) => sum + last - first + 1n, 0n).toString(),
  };
}

/** Whether a network holds an address or a whole other network (Python's `in` and subnet_of). */
export function runCidrContains(input: { network: string; address: string }): CidrContains {
  const outer = networkOrFail(input.network, 'network', CIDR_MESSAGES.blank);
  const inner = networkOrFail(input.address, 'address', CIDR_MESSAGES.blankAddress);
  const outerHost = hostMask(outer.version, outer.prefix);
  const innerHost = hostMask(inner.version, inner.prefix);
  const contains =
    outer.version === inner.version &&
    inner.prefix >= outer.prefix &&
    (inner.value & ~outerHost) === (outer.value & ~outerHost);
  const innerText =
    inner.prefix === bits(inner.version)
      ? formatAddress(inner.version, inner.value)
      : `${formatAddress(inner.version, inner.value & ~innerHost)}/${inner.prefix}`;
  return { network: infoOf(outer.version, outer.value, outer.prefix).network, address: innerText, contains };
}

/** The info as the lines the CLI prints, labelled as ipcalc labels them. */
export function runCidrInfoText(info: CidrInfo): string {
  return [
    ...(info.address ? [`Address:    ${info.address}`] : []),
    `Network:    ${info.network}`,
    `Netmask:    ${info.netmask} = ${info.prefix}`,
    `Wildcard:   ${info.wildcard}`,
    ...(info.broadcast ? [`Broadcast:  ${info.broadcast}`] : [`Last:       ${info.lastAddress}`]),
    `HostMin:    ${info.firstHost}`,
    `HostMax:    ${info.lastHost}`,
    `Hosts/Net:  ${info.hosts}`,
    `Addresses:  ${info.addresses}`,
  ].join('\n');
}
