import { readFileSync } from 'node:fs';
import { Address6 } from 'ip-address';
import validVersion from 'semver/functions/valid';
import { validate as validUuid } from 'uuid';
import { describe, expect, it } from 'vitest';
import { parseCommitMessage } from '../../conventional/message';
import { REGEX_PRESET_NAMES, REGEX_PRESETS, type RegexPresetName } from './presets';
import { runRegex } from './regex-run';

/** The preset as a whole-string test: its own flags less g and y, which would carry lastIndex between calls. */
function matchesWhole(name: RegexPresetName, candidate: string): boolean {
  const { pattern, flags } = REGEX_PRESETS[name];
  return new RegExp(`^(?:${pattern})$`, flags.replace(/[gy]/g, '')).test(candidate);
}

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);

describe('the pattern library', () => {
  it.each(REGEX_PRESET_NAMES)(
    '%s matches each of its accepted strings whole and none of its rejected',
    (name) => {
      const preset = REGEX_PRESETS[name];
      expect(preset.accepts.filter((candidate) => !matchesWhole(name, candidate))).toEqual([]);
      expect(preset.rejects.filter((candidate) => matchesWhole(name, candidate))).toEqual([]);
    },
  );

  const found: Record<RegexPresetName, string[]> = {
    email: ['ada@example.com', 'ops@mail.example.org'],
    phone: ['(555) 123-4567', '+1 555.987.6543'],
    url: ['https://example.com/docs?page=2', 'http://www.test.org.'],
    ipv4: ['192.168.1.1', '10.0.0.255'],
    creditCard: ['4111 1111 1111 1111', '5500-0000-0000-0004'],
    password: ['Str0ng!pass', 'Ok#9abcd'],
    ipv6: ['2001:4860:4860::8888', '::1', 'fe80::1ff:fe23:4567:890a'],
    semver: ['v21.2.2', '1.0.0-rc.1+build.5'],
    isoDate: ['2026-11-29', '2026-11-29T16:25:00Z', '2026-11-30T09:00:00.123+01:00'],
    uuid: ['1b4e28ba-2fa1-41d2-883f-0016d3cca427', '01890a5d-ac96-774b-bcce-b302099a8057'],
    hexColor: ['#3b82f6', '#FFF', '#0008'],
    conventionalCommit: ['feat(api)!: drop the v1 endpoints', 'fix: handle an empty body'],
  };
  it.each(REGEX_PRESET_NAMES)('%s finds in its sample text what a reader would', (name) => {
    const { pattern, flags, sample } = REGEX_PRESETS[name];
    const result = runRegex({ pattern, flags, text: sample });
    expect(result.isValid && result.matches.map((m) => m.text)).toEqual(found[name]);
  });

  it('ipv6 agrees with ip-address on its test strings', () => {
    const { accepts, rejects } = REGEX_PRESETS.ipv6;
    expect(accepts.filter((address) => !Address6.isValid(address))).toEqual([]);
    expect(rejects.filter((address) => Address6.isValid(address))).toEqual([]);
  });

  it('uuid agrees with the uuid package on its test strings', () => {
    const { accepts, rejects } = REGEX_PRESETS.uuid;
    expect(accepts.filter((id) => !validUuid(id))).toEqual([]);
    expect(rejects.filter((id) => validUuid(id))).toEqual([]);
  });

  it('semver agrees with node-semver on every tag of commitlint (fixtures/SOURCES.md)', () => {
    const tags = fixture('commitlint-tags.txt');
    expect(tags.length).toBe(224);
    const disagree = tags.filter((tag) => matchesWhole('semver', tag) !== (validVersion(tag) !== null));
    expect(disagree).toEqual([]);
    expect(tags.filter((tag) => !matchesWhole('semver', tag))).toEqual(['v']);
  });

  it('conventionalCommit agrees with the Conventional Commits parser on 400 real headers', () => {
    const headers = fixture('commitlint-headers.txt');
    expect(headers.length).toBe(400);
    const parsed = (header: string) => {
      const { type, subject } = parseCommitMessage(header);
      return Boolean(type) && Boolean(subject?.trim());
    };
    expect(headers.filter((header) => matchesWhole('conventionalCommit', header) !== parsed(header))).toEqual(
      [],
    );
    const rejected = headers.filter((header) => !matchesWhole('conventionalCommit', header));
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.length).toBeLessThan(40);
  });

  it('semver names its parts', () => {
    const result = runRegex({
      pattern: REGEX_PRESETS.semver.pattern,
      flags: 'gm',
      text: '1.0.0-beta+exp.sha.5114f85',
    });
    expect(result.isValid && result.matches[0]?.groups.map((g) => [g.name, g.value])).toEqual([
      ['major', '1'],
      ['minor', '0'],
      ['patch', '0'],
      ['prerelease', 'beta'],
      ['build', 'exp.sha.5114f85'],
    ]);
  });
});
