import { describe, expect, it } from 'vitest';
import { inclusiveCost, instructionEstimate } from './processes.mjs';

/** A callgrind profile as valgrind 3.19 writes one (names compressed after their first mention). */
const PROFILE = `# callgrind format
version: 1
positions: line
events: Ir
summary: 1000

ob=(10) /usr/bin/node
fl=(1) ???
fn=(7732) v8::internal::HashSeed::InitializeRoots(v8::internal::Isolate*)
0 90
cfn=(7738) detail::sprp(unsigned long long, unsigned long long)
calls=49 0
0 400

fn=(7740) v8::internal::Heap::SetUp()
0 10
cfn=(7732)
calls=1 0
0 490
0 2
cfn=(7741) v8::internal::HashSeed::Other()
calls=1 0
0 30

fn=(7750) v8::internal::Isolate::Init()
0 5
cfn=(7732)
calls=1 0
+3 17
`;

describe('inclusiveCost', () => {
  it('adds what each call to the function costs, callees included, and no other call', () => {
    expect(inclusiveCost(PROFILE, 'v8::internal::HashSeed::InitializeRoots(')).toBe(507);
    expect(inclusiveCost(PROFILE, 'v8::internal::HashSeed::Other(')).toBe(30);
    expect(inclusiveCost(PROFILE, 'v8::internal::Missing(')).toBe(0);
  });
});

describe('instructionEstimate', () => {
  it('is the median without the seed set-up plus its mean over the pool', () => {
    const samples = [
      { total: 110, seed: 10 },
      { total: 130, seed: 20 },
      { total: 140, seed: 30 },
    ];
    const pool = [...samples, { total: 90, seed: 0 }];
    expect(instructionEstimate(samples, pool)).toBe(110 + 15);
  });

  it('is the median of totals where the set-up is not told apart (perf)', () => {
    const samples = [
      { total: 3, seed: null },
      { total: 1, seed: null },
      { total: 2, seed: null },
    ];
    expect(instructionEstimate(samples, samples)).toBe(2);
  });
});
