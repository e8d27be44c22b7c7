import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCidrContains, runCidrInfo, runCidrSplit, runCidrSummarize } from './cidr';

// The oracles: Python's ipaddress module and Debian's ipcalc, on networks published by others (corpus/SOURCES.md).
const corpus = new URL('corpus/', import.meta.url);
const CIDR =
  /(?<![\w:.])(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}|[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}\/\d{1,3})(?![\w:.])/g;
const files = readdirSync(corpus).filter((name) => name !== 'SOURCES.md');
const networksOf = (file: string) =>
  [...readFileSync(new URL(file, corpus), 'utf8').matchAll(CIDR)].map((m) => m[1] as string);
const byFile = new Map(files.map((file) => [file, networksOf(file)]));
const unique = [...new Set([...byFile.values()].flat())];

/** Runs a Python program on a JSON document; its JSON answer. */
function python(program: string, input: unknown): unknown {
  const answer = execFileSync('python3', ['-c', `import ipaddress, json, sys\n${program}`], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(answer);
}

describe('the corpus', () => {
  it('holds thousands of real networks of both families from every source', () => {
    for (const [file, networks] of byFile) expect(networks.length, file).toBeGreaterThan(5);
    expect(unique.length).toBeGreaterThan(6000);
    expect(unique.some((n) => n.includes(':'))).toBe(true);
  });
});

describe('runCidrInfo against Python ipaddress', () => {
  it('gives every corpus network the network, masks, last address, counts and hosts Python gives', () => {
    const expected = python(
      `out = []
for text in json.load(sys.stdin):
    net = ipaddress.ip_network(text, strict=False)
    iface = ipaddress.ip_interface(text)
    hosts = iter(net.hosts())
    small = net.num_addresses <= 4096
    listed = list(net.hosts()) if small else None
    out.append({
        "network": str(net),
        "address": str(iface) if iface.ip != net.network_address else None,
        "netmask": str(net.netmask),
        "wildcard": str(net.hostmask),
        "broadcast": str(net.broadcast_address) if net.version == 4 else None,
        "lastAddress": str(net[-1]),
        "addresses": str(net.num_addresses),
        "firstHost": str(next(hosts)),
        "lastHost": str(listed[-1]) if small else None,
        "hosts": str(len(listed)) if small else None,
    })
print(json.dumps(out))`,
      unique,
    ) as Record<string, string | null>[];
    const ours = unique.map((text, index) => {
      const info = runCidrInfo({ network: text });
      const want = expected[index] as Record<string, string | null>;
      return {
        ...want,
        network: info.network,
        address: info.address ?? null,
        netmask: info.netmask,
        wildcard: info.wildcard,
        broadcast: info.broadcast,
        lastAddress: info.lastAddress,
        addresses: info.addresses,
        firstHost: info.firstHost,
        ...(want.hosts === null ? {} : { lastHost: info.lastHost, hosts: info.hosts }),
      };
    });
    expect(ours).toEqual(expected);
  });

  it("reads fast-check's IPv4 networks written with a netmask, a wildcard or any other mask as Python does", () => {
    const dotted = (value: number) => [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
    const masks = fc.oneof(
      fc.integer({ min: 0, max: 32 }).map((prefix) => (prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0)),
      fc.integer({ min: 0, max: 32 }).map((prefix) => (prefix === 32 ? 0 : ~0 >>> prefix)),
      fc.integer({ min: 0, max: 0xffffffff }),
    );
    const texts = fc.sample(
      fc
        .tuple(fc.integer({ min: 0, max: 0xffffffff }), masks, fc.constantFrom('/', ' '))
        .map(([address, mask, between]) => `${dotted(address)}${between}${dotted(mask)}`),
      { numRuns: 600, seed: 98 },
    );
    const expected = python(
      `out = []
for text in json.load(sys.stdin):
    try: out.append(str(ipaddress.ip_network(text.replace(" ", "/"), strict=False)))
    except ValueError: out.append(None)
print(json.dumps(out))`,
      texts,
    );
    const ours = texts.map((network) => {
      try {
        return runCidrInfo({ network }).network;
      } catch {
        return null;
      }
    });
    expect(ours).toEqual(expected);
  });

  it('splits networks into the subnets Python lists', () => {
    const cases = unique
      .filter((_, index) => index % 7 === 0)
      .map((text) => {
        const max = text.includes(':') ? 128 : 32;
        const prefix = Number(text.split('/')[1]);
        return { text, prefix: Math.min(prefix + 4, max) };
      });
    const expected = python(
      `print(json.dumps([[str(s) for s in ipaddress.ip_network(c["text"], strict=False).subnets(new_prefix=c["prefix"])] for c in json.load(sys.stdin)]))`,
      cases,
    );
    expect(
      cases.map((c) => runCidrSplit({ network: c.text, prefix: c.prefix }).subnets.map((s) => s.network)),
    ).toEqual(expected);
  });

  it("summarises each source's list as collapse_addresses does, IPv4 then IPv6", () => {
    const lists = [...byFile.values()];
    const expected = python(
      `out = []
for nets in json.load(sys.stdin):
    parsed = [ipaddress.ip_network(n, strict=False) for n in nets]
    out.append([str(n) for version in (4, 6) for n in ipaddress.collapse_addresses([p for p in parsed if p.version == version])])
print(json.dumps(out))`,
      lists,
    );
    expect(lists.map((nets) => runCidrSummarize({ networks: nets.join('\n') }).networks)).toEqual(expected);
  });

  it('turns ranges between corpus networks into the blocks summarize_address_range gives', () => {
    const v4 = unique.filter((n) => !n.includes(':')).slice(0, 400);
    const ranges = v4.slice(1).map((text, index) => {
      const [a, b] = [runCidrInfo({ network: v4[index] as string }), runCidrInfo({ network: text })];
      const [first, last] = [a.firstHost, b.lastAddress].sort(
        (x, y) =>
          x
            .split('.')
            .map(Number)
            .reduce((s, o) => s * 256 + o, 0) -
          y
            .split('.')
            .map(Number)
            .reduce((s, o) => s * 256 + o, 0),
      );
      return [first, last];
    });
    const expected = python(
      `print(json.dumps([[str(n) for n in ipaddress.summarize_address_range(ipaddress.ip_address(a), ipaddress.ip_address(b))] for a, b in json.load(sys.stdin)]))`,
      ranges,
    );
    expect(ranges.map(([a, b]) => runCidrSummarize({ networks: `${a} - ${b}` }).networks)).toEqual(expected);
  });

  it("answers contains as Python's `in` and subnet_of do, for addresses and networks", () => {
    const pairs = unique.slice(0, 3000).flatMap((text, index) => {
      const other = unique[(index * 31 + 7) % unique.length] as string;
      const inner = runCidrSplit({
        network: text,
        prefix: Math.min(Number(text.split('/')[1]) + 1, text.includes(':') ? 128 : 32),
      });
      return [
        [text, other],
        [text, inner.subnets.at(-1)?.network as string],
        [text, runCidrInfo({ network: other }).firstHost],
        [text, runCidrInfo({ network: text }).lastAddress],
      ];
    });
    const expected = python(
      `out = []
for outer, inner in json.load(sys.stdin):
    o = ipaddress.ip_network(outer, strict=False)
    i = ipaddress.ip_network(inner, strict=False)
    out.append(o.version == i.version and i.subnet_of(o))
print(json.dumps(out))`,
      pairs,
    );
    const ours = pairs.map(
      ([network, address]) =>
        runCidrContains({ network: network as string, address: address as string }).contains,
    );
    expect(ours).toEqual(expected);
    expect(ours.filter(Boolean).length).toBeGreaterThan(1000);
    expect(ours.filter((x) => !x).length).toBeGreaterThan(1000);
  });
});

describe('runCidrInfo against ipcalc', () => {
  /** ipcalc's brief answer as field: value pairs (Hostroute is its name for a /32's only address). */
  const ipcalc = (args: string[]) => execFileSync('ipcalc', ['-n', '-b', ...args], { encoding: 'utf8' });
  const fields = (text: string) =>
    Object.fromEntries(
      [...text.matchAll(/^(\w[\w/]*):\s+(\S+)(?: = (\d+))?/gm)].map((m) => [
        m[1],
        m[3] ? `${m[2]} = ${m[3]}` : m[2],
      ]),
    );

  it('agrees on the netmask, wildcard, network, hosts and broadcast of the published IPv4 lists', () => {
    const sample = [
      ...(byFile.get('cloudflare-ips-v4.txt') ?? []),
      ...new Set((byFile.get('nlnog-bogon-prefixes.md') ?? []).filter((n) => !n.includes(':'))),
      '192.0.2.77/31',
      '198.51.100.9/32',
      '203.0.113.130/25',
    ];
    const script = sample.map((n) => `ipcalc -n -b ${n}; echo ---`).join('\n');
    const answers = execFileSync('sh', ['-c', script], { encoding: 'utf8' }).split('---\n').slice(0, -1);
    expect(answers).toHaveLength(sample.length);
    const ours = sample.map((text) => {
      const info = runCidrInfo({ network: text });
      const single = info.prefix === 32;
      return {
        Address: info.address?.split('/')[0] ?? info.networkAddress,
        Netmask: `${info.netmask} = ${info.prefix}`,
        Wildcard: info.wildcard,
        ...(single
          ? { Hostroute: info.networkAddress }
          : { Network: info.network, HostMin: info.firstHost, HostMax: info.lastHost }),
        ...(info.prefix < 31 ? { Broadcast: info.broadcast } : {}),
        'Hosts/Net': info.hosts,
      };
    });
    expect(ours).toEqual(answers.map(fields));
  });

  it("deaggregates ranges into ipcalc's blocks", () => {
    const ranges = [
      ['10.0.0.5', '10.0.3.9'],
      ['192.0.2.0', '192.0.2.255'],
      ['198.51.100.1', '203.0.113.254'],
    ] as const;
    for (const [first, last] of ranges) {
      const blocks = ipcalc([first, '-', last])
        .split('\n')
        .filter((line) => /^\d/.test(line));
      expect(runCidrSummarize({ networks: `${first} - ${last}` }).networks).toEqual(blocks);
    }
  });
});
