import { execFileSync, spawnSync } from 'node:child_process';
import fc from 'fast-check';
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

describe("runUuidDecode against Python uuid on fast-check's bytes", () => {
  // v1 and v6 UUIDs from random bytes: their times span 1582 to 5236, a tenth of them before 1970.
  const uuids = fc.sample(
    fc
      .tuple(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.constantFrom(1, 6))
      .map(([bytes, version]) => {
        bytes[6] = ((bytes[6] ?? 0) & 0x0f) | (version << 4);
        bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
        return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      }),
    { numRuns: 500, seed: 98 },
  );
  // Python's fields, and the time as datetime counts it from 1582-10-15 (to the microsecond, shown to the ms).
  const script = `
import datetime, json, sys, uuid
out = []
for h in json.load(sys.stdin):
    u = uuid.UUID(h)
    ticks = u.time if u.version == 1 else (u.int >> 80 << 12) | (u.int >> 64 & 0xfff)
    at = datetime.datetime(1582, 10, 15) + datetime.timedelta(microseconds=ticks // 10)
    out.append({"uuid": str(u), "version": u.version, "ticks": str(ticks), "clockSequence": u.clock_seq,
        "node": ":".join(f"{b:02x}" for b in u.node.to_bytes(6, "big")), "iso": at.isoformat(timespec="milliseconds") + "Z"})
print(json.dumps(out))
`;

  it('agrees on 500 v1 and v6 UUIDs: version, ticks, clock sequence, node and the millisecond', () => {
    const python = JSON.parse(
      execFileSync('python3', ['-c', script], { input: JSON.stringify(uuids), encoding: 'utf8' }),
    );
    const ours = uuids.map((hex) => {
      const { uuid, version, ticks, clockSequence, node, iso } = runUuidDecode(hex);
      return { uuid, version, ticks, clockSequence, node, iso };
    });
    expect(ours).toEqual(python);
  });
});

describe('runUuidDecode', () => {
  it('reads a v1 time before 1970 down to its millisecond, not up', () => {
    // 100 ns before 1970-01-01.
    expect(runUuidDecode('13813fff-1dd2-11b2-8000-0123456789ab')).toMatchObject({
      ticks: '122192927999999999',
      iso: '1969-12-31T23:59:59.999Z',
      time: -1,
    });
  });

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
