import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import {
  CIDR_LIMITS,
  CIDR_MESSAGES,
  runCidrContains,
  runCidrInfo,
  runCidrInfoText,
  runCidrSplit,
  runCidrSummarize,
} from './cidr';

const fieldOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolInputError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('did not throw');
};

describe('runCidrInfo', () => {
  it.each([
    // RFC 5737's documentation networks and RFC 3849's.
    ['192.0.2.0/24', '192.0.2.0/24', '255.255.255.0', '0.0.0.255', '192.0.2.1', '192.0.2.254', '254'],
    [
      '198.51.100.0/24',
      '198.51.100.0/24',
      '255.255.255.0',
      '0.0.0.255',
      '198.51.100.1',
      '198.51.100.254',
      '254',
    ],
    [
      '203.0.113.0 255.255.255.128',
      '203.0.113.0/25',
      '255.255.255.128',
      '0.0.0.127',
      '203.0.113.1',
      '203.0.113.126',
      '126',
    ],
    ['10.0.0.0/255.255.252.0', '10.0.0.0/22', '255.255.252.0', '0.0.3.255', '10.0.0.1', '10.0.3.254', '1022'],
    ['192.0.2.6/31', '192.0.2.6/31', '255.255.255.254', '0.0.0.1', '192.0.2.6', '192.0.2.7', '2'],
    ['192.0.2.9', '192.0.2.9/32', '255.255.255.255', '0.0.0.0', '192.0.2.9', '192.0.2.9', '1'],
    [
      '2001:DB8::/32',
      '2001:db8::/32',
      'ffff:ffff::',
      '::ffff:ffff:ffff:ffff:ffff:ffff',
      '2001:db8::1',
      '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff',
      '79228162514264337593543950335',
    ],
    [
      '2001:db8::/127',
      '2001:db8::/127',
      'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe',
      '::1',
      '2001:db8::',
      '2001:db8::1',
      '2',
    ],
  ])('%s', (network, cidr, netmask, wildcard, firstHost, lastHost, hosts) => {
    expect(runCidrInfo({ network })).toMatchObject({
      network: cidr,
      netmask,
      wildcard,
      firstHost,
      lastHost,
      hosts,
    });
  });

  it('keeps the address typed when its host bits are set, and prints as ipcalc labels', () => {
    const info = runCidrInfo({ network: '10.0.1.7/22' });
    expect(info).toMatchObject({ address: '10.0.1.7/22', network: '10.0.0.0/22', broadcast: '10.0.3.255' });
    expect(runCidrInfoText(info)).toBe(
      [
        'Address:    10.0.1.7/22',
        'Network:    10.0.0.0/22',
        'Netmask:    255.255.252.0 = 22',
        'Wildcard:   0.0.3.255',
        'Broadcast:  10.0.3.255',
        'HostMin:    10.0.0.1',
        'HostMax:    10.0.3.254',
        'Hosts/Net:  1022',
        'Addresses:  1024',
      ].join('\n'),
    );
    expect(runCidrInfo({ network: '2001:db8::/64' }).broadcast).toBeNull();
  });

  it('writes an IPv4-mapped address with its IPv4 part dotted, as RFC 5952 section 5 says', () => {
    expect(runCidrInfo({ network: '::ffff:a00:1/104' })).toMatchObject({
      address: '::ffff:10.0.0.1/104',
      network: '::ffff:10.0.0.0/104',
      netmask: 'ffff:ffff:ffff:ffff:ffff:ffff:ff00:0',
      firstHost: '::ffff:10.0.0.1',
      lastHost: '::ffff:10.255.255.255',
    });
    expect(runCidrContains({ network: '::ffff:0:0/96', address: '::ffff:192.0.2.1' }).address).toBe(
      '::ffff:192.0.2.1',
    );
    // Only the mapped prefix: ::ffff:0:0:0/96 (SIIT) keeps the hex form.
    expect(runCidrInfo({ network: '::ffff:0:102:304' }).network).toBe('::ffff:0:102:304/128');
  });

  it('reads past an IPv6 zone (fe80::1%eth0) as Python does: it names the host interface, not the network', () => {
    expect(runCidrInfo({ network: 'fe80::1%eth0/64' })).toMatchObject({
      address: 'fe80::1%eth0/64',
      network: 'fe80::/64',
      firstHost: 'fe80::1',
    });
    expect(runCidrContains({ network: 'fe80::/10', address: 'fe80::1%25eth0' }).contains).toBe(true);
    expect(runCidrSummarize({ networks: 'fe80::%eth0/64\nfe80:0:0:1::%eth0/64' }).networks).toEqual([
      'fe80::/63',
    ]);
  });

  // Python's ip_network and ipcalc read a Cisco wildcard (hostmask) as its netmask; 0.0.0.0 stays the /0 netmask.
  it.each([
    ['10.0.0.7/0.0.0.255', '10.0.0.0/24'],
    ['10.1.0.0 0.0.255.255', '10.1.0.0/16'],
    ['192.0.2.0/0.0.0.0', '0.0.0.0/0'],
    ['192.0.2.1/255.255.255.255', '192.0.2.1/32'],
  ])('reads %j as %s, a wildcard mask as its netmask', (network, cidr) => {
    expect(runCidrInfo({ network }).network).toBe(cidr);
  });

  it.each([
    ['', CIDR_MESSAGES.blank],
    ['10.0.0.0/33', '"/33" is not a prefix length: a whole number from 0 to 32, or a netmask.'],
    ['2001:db8::/129', '"/129" is not a prefix length: a whole number from 0 to 128.'],
    ['10.0.0/8', '"10.0.0" is not an IPv4 or IPv6 address.'],
    ['010.0.0.1/8', '"010.0.0.1" is not an IPv4 or IPv6 address.'],
    ['1::2::3/64', '"1::2::3" is not an IPv4 or IPv6 address.'],
    ['fe80::1%/64', '"fe80::1%" is not an IPv4 or IPv6 address.'],
    ['10.0.0.1%eth0/8', '"10.0.0.1%eth0" is not an IPv4 or IPv6 address.'],
    ['10.0.0.0/255.0.255.0', '"255.0.255.0" is not a netmask: its ones come first (255.255.252.0).'],
    ['10.0.0.0/8 10.1.0.0/16', '"10.0.0.0/8 10.1.0.0/16" is not one network: write it as 10.0.0.0/22.'],
  ])('refuses %j on the network field', (network, message) => {
    expect(fieldOf(() => runCidrInfo({ network }))).toEqual({ message, field: 'network' });
  });
});

describe('a huge line', () => {
  it('is quoted in a message by its start, not whole (a 10 MB line made a 10 MB message)', () => {
    const line = 'a'.repeat(10_000_000);
    expect(fieldOf(() => runCidrInfo({ network: line })).message).toBe(
      `"${'a'.repeat(59)}…" is not an IPv4 or IPv6 address.`,
    );
    expect(fieldOf(() => runCidrSummarize({ networks: `10.0.0.0/8\n${line}` })).message).toBe(
      `Line 2, "${'a'.repeat(59)}…": "${'a'.repeat(59)}…" is not an IPv4 or IPv6 address.`,
    );
  });
});

describe('runCidrSplit', () => {
  it('splits 10.0.0.0/22 into four /24s', () => {
    const split = runCidrSplit({ network: '10.0.0.0/22', prefix: '/24' });
    expect(split.count).toBe('4');
    expect(split.subnets.map((s) => s.network)).toEqual([
      '10.0.0.0/24',
      '10.0.1.0/24',
      '10.0.2.0/24',
      '10.0.3.0/24',
    ]);
    expect(split.subnets[3]).toEqual({
      network: '10.0.3.0/24',
      firstHost: '10.0.3.1',
      lastHost: '10.0.3.254',
      broadcast: '10.0.3.255',
    });
  });

  it('splits an IPv6 /32 into /34s', () => {
    expect(runCidrSplit({ network: '2001:db8::/32', prefix: 34 }).subnets.map((s) => s.network)).toEqual([
      '2001:db8::/34',
      '2001:db8:4000::/34',
      '2001:db8:8000::/34',
      '2001:db8:c000::/34',
    ]);
  });

  it.each([
    ['10.0.0.0/22', '20', `${CIDR_MESSAGES.prefix} This network takes /22 to /32.`],
    ['10.0.0.0/22', 'x', `${CIDR_MESSAGES.prefix} This network takes /22 to /32.`],
    [
      '10.0.0.0/8',
      '28',
      `/8 into /28 makes 1,048,576 subnets; at most ${CIDR_LIMITS.subnets.toLocaleString('en-US')} are listed: try /20 or shorter.`,
    ],
  ])('refuses %s into /%s on the prefix field', (network, prefix, message) => {
    expect(fieldOf(() => runCidrSplit({ network, prefix }))).toEqual({ message, field: 'prefix' });
  });
});

describe('runCidrSummarize', () => {
  it('merges networks, addresses and ranges, each family apart, comments skipped', () => {
    const summary = runCidrSummarize({
      networks:
        '# office\n10.0.1.0/24\n10.0.0.0/24\n10.0.2.0 - 10.0.2.255\n10.0.3.0-10.0.3.255\n\n2001:db8::1\n2001:db8::\n',
    });
    expect(summary).toEqual({ networks: ['10.0.0.0/22', '2001:db8::/127'], given: 6, addresses: '1026' });
  });

  it.each([
    ['', CIDR_MESSAGES.blankList],
    ['10.0.0.0/24\nnope', 'Line 2, "nope": "nope" is not an IPv4 or IPv6 address.'],
    ['10.0.0.9 - 10.0.0.1', 'Line 1, "10.0.0.9 - 10.0.0.1": the range ends before it starts.'],
    ['10.0.0.1 - ::1', 'Line 1, "10.0.0.1 - ::1": a range cannot go from IPv4 to IPv6.'],
  ])('refuses %j on the networks field', (networks, message) => {
    expect(fieldOf(() => runCidrSummarize({ networks }))).toEqual({ message, field: 'networks' });
  });
});

describe('runCidrContains', () => {
  it.each([
    ['10.0.0.0/22', '10.0.3.7', true],
    ['10.0.0.0/22', '10.0.4.0', false],
    ['10.0.0.0/22', '10.0.2.0/23', true],
    ['10.0.0.0/22', '10.0.0.0/21', false],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['10.0.0.0/8', '::ffff:10.0.0.1', false],
  ])('%s holds %s: %s', (network, address, contains) => {
    expect(runCidrContains({ network, address }).contains).toBe(contains);
  });

  it('names the field at fault', () => {
    expect(fieldOf(() => runCidrContains({ network: '10.0.0.0/8', address: '' }))).toEqual({
      message: CIDR_MESSAGES.blankAddress,
      field: 'address',
    });
    expect(fieldOf(() => runCidrContains({ network: 'x', address: '10.0.0.1' })).field).toBe('network');
  });
});
