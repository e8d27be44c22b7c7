// The built `toolbox cidr` as a user runs it: a network, a list on stdin, split, summarize, contains, a bad network.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-cidr-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });
const cloudflare = new URL('../../core/src/tools/cidr/corpus/cloudflare-ips-v4.txt', import.meta.url);

describe('toolbox cidr (built)', () => {
  it("reads 10.0.0.0/22 as ipcalc does, and 192.168.1.0 255.255.255.0 as ipcalc's two words", async () => {
    const result = await toolbox(['cidr', '10.0.0.0/22']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      'Network:    10.0.0.0/22\nNetmask:    255.255.252.0 = 22\nWildcard:   0.0.3.255\nBroadcast:  10.0.3.255\nHostMin:    10.0.0.1\nHostMax:    10.0.3.254\nHosts/Net:  1022\nAddresses:  1024\n',
    );
    const apart = await toolbox(['cidr', '192.168.1.0', '255.255.255.0', '--json']);
    expect(JSON.parse(apart.stdout)).toMatchObject({ network: '192.168.1.0/24', hosts: '254' });
  });

  it("gives ipcalc's HostMin and HostMax for each of Cloudflare's published ranges read from a file", async () => {
    const result = await toolbox(['cidr', '--file', cloudflare.pathname, '--json']);
    expect(result.code).toBe(0);
    const ours = JSON.parse(result.stdout) as { network: string; firstHost: string; lastHost: string }[];
    expect(ours).toHaveLength(15);
    for (const info of ours.slice(0, 3)) {
      const ipcalc = execFileSync('ipcalc', ['-n', '-b', info.network], { encoding: 'utf8' });
      expect(ipcalc).toContain(`HostMin:   ${info.firstHost} `);
      expect(ipcalc).toContain(`HostMax:   ${info.lastHost} `);
    }
  });

  it('splits, summarizes a file of ranges and answers contains for each line of stdin', async () => {
    const split = await toolbox(['cidr', 'split', '2001:db8::/32', '--prefix', '/34']);
    expect(split.stdout).toBe('2001:db8::/34\n2001:db8:4000::/34\n2001:db8:8000::/34\n2001:db8:c000::/34\n');
    writeFileSync(join(cwd, 'allow.txt'), '# office\n10.0.0.5 - 10.0.3.9\n192.0.2.0/25\n192.0.2.128/25\n');
    const summary = await toolbox(['cidr', 'summarize', 'allow.txt']);
    expect(summary.stdout.split('\n')).toEqual([
      ...execFileSync('ipcalc', ['-n', '10.0.0.5', '-', '10.0.3.9'], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => /^\d/.test(line)),
      '192.0.2.0/24',
      '',
    ]);
    const contains = await toolbox(
      ['cidr', 'contains', '198.51.100.0/24', '-'],
      '198.51.100.7\n203.0.113.7\n',
    );
    expect(contains.stdout).toBe(
      '198.51.100.7 is in 198.51.100.0/24\n203.0.113.7 is not in 198.51.100.0/24\n',
    );
  });

  it('answers contains for each line of the --file its help names (the parent cidr declares --file too)', async () => {
    writeFileSync(join(cwd, 'clients.txt'), '198.51.100.7\n203.0.113.7\n');
    const result = await toolbox(['cidr', 'contains', '198.51.100.0/24', '--file', 'clients.txt']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe('198.51.100.7 is in 198.51.100.0/24\n203.0.113.7 is not in 198.51.100.0/24\n');
  });

  it('refuses a bad network in one line, exit 1', async () => {
    const result = await toolbox(['cidr', '10.0.0.0/33']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(
      '"/33" is not a prefix length: a whole number from 0 to 32, or a netmask.',
    );
    const split = await toolbox(['cidr', 'split', '10.0.0.0/22']);
    expect(split.code).toBe(2);
    expect(split.stderr).toContain('--prefix');
  });
});
