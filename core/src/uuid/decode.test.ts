import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../errors';
import vectors from './corpus/rfc9562-vectors.json';
import { runUuidDecode, UUID_DECODE_MESSAGES } from './decode';

describe('runUuidDecode on RFC 9562 appendix A', () => {
  it.each(vectors)('$section: version $version', ({ section: _, uuid, ...fields }) => {
    const decoded = runUuidDecode(uuid);
    expect(decoded).toMatchObject({ uuid: uuid.toLowerCase(), variant: 'RFC 9562', ...fields });
    if (fields.iso) expect(decoded.time).toBe(Date.parse(fields.iso));
  });
});

describe('runUuidDecode against Python uuid', () => {
  // Python makes the UUIDs and reads its own fields; the decoder must agree on every one.
  const script = `
import json, uuid
out = []
for i in range(20):
    for u in (uuid.uuid1(), uuid.uuid1(node=0x010203040506 + i, clock_seq=i * 811), uuid.uuid3(uuid.NAMESPACE_URL, f"https://example.com/{i}"), uuid.uuid4(), uuid.uuid5(uuid.NAMESPACE_DNS, f"host{i}.example")):
        row = {"uuid": str(u), "version": u.version, "variant": u.variant}
        if u.version == 1:
            row.update(ticks=str(u.time), clockSequence=u.clock_seq, node=":".join(f"{b:02x}" for b in u.node.to_bytes(6, "big")))
        out.append(row)
print(json.dumps(out))
`;
  const python = spawnSync('python3', ['-c', script], { encoding: 'utf8' });
  const rows: { uuid: string; version: number; variant: string; ticks?: string }[] = JSON.parse(
    python.stdout,
  );

  it('agrees on 100 UUIDs of versions 1, 3, 4 and 5', () => {
    expect(rows).toHaveLength(100);
    for (const { variant, ...row } of rows) {
      expect(variant).toBe('specified in RFC 4122');
      expect(runUuidDecode(row.uuid)).toMatchObject({ variant: 'RFC 9562', ...row });
    }
  });
});

describe('runUuidDecode', () => {
  it.each([
    ['{C232AB00-9414-11EC-B3C8-9F6BDECED846}', 'c232ab00-9414-11ec-b3c8-9f6bdeced846'],
    ['urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'],
    ['017f22e279b07cc398c4dc0c0c07398f', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'],
  ])('reads %j', (text, uuid) => {
    expect(runUuidDecode(text).uuid).toBe(uuid);
  });

  it('names nil, max and the other variants', () => {
    expect(runUuidDecode('00000000-0000-0000-0000-000000000000').kind).toBe('nil');
    expect(runUuidDecode('ffffffff-ffff-ffff-ffff-ffffffffffff').kind).toBe('max');
    expect(runUuidDecode('00000000-0000-1000-c000-000000000000')).toMatchObject({ variant: 'Microsoft' });
    expect(runUuidDecode('00000000-0000-1000-c000-000000000000').version).toBeUndefined();
  });

  it('marks a random (multicast) v1 node', () => {
    expect(runUuidDecode('c232ab00-9414-11ec-b3c8-036bdeced846').nodeRandom).toBe(true);
  });

  it.each([
    ['', UUID_DECODE_MESSAGES.blank],
    ['c232ab00-9414-11ec-b3c8', UUID_DECODE_MESSAGES.shape],
    ['g232ab00-9414-11ec-b3c8-9f6bdeced846', UUID_DECODE_MESSAGES.shape],
  ])('refuses %j with a field error', (text, message) => {
    expect(() => runUuidDecode(text)).toThrow(new ToolInputError(message, 'Invalid UUID', 'uuid'));
  });
});
