import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runJsonPath } from './json-query';

const corpus = new URL('./corpus/', import.meta.url);

interface CtsCase {
  name: string;
  selector: string;
  document?: unknown;
  result?: unknown[];
  results?: unknown[][];
  result_paths?: string[];
  results_paths?: string[][];
  invalid_selector?: boolean;
}

const cts = (JSON.parse(readFileSync(new URL('cts.json', corpus), 'utf8')) as { tests: CtsCase[] }).tests;

describe('JSONPath against the RFC 9535 compliance test suite', () => {
  it(`runs all ${cts.length} cases as the suite says`, async () => {
    const failures: string[] = [];
    for (const test of cts) {
      const document = JSON.stringify(test.document ?? null);
      let got: { values: unknown[]; paths?: string[] } | undefined;
      let error: unknown;
      try {
        got = await runJsonPath({ filter: test.selector, document });
      } catch (caught) {
        error = caught;
      }
      if (test.invalid_selector) {
        if (!(error && (error as { field?: string }).field === 'filter')) failures.push(test.name);
        continue;
      }
      if (!got) {
        failures.push(test.name);
        continue;
      }
      const values = JSON.stringify(got.values);
      const valuesOk = test.result
        ? values === JSON.stringify(test.result)
        : (test.results ?? []).some((r) => JSON.stringify(r) === values);
      const paths = JSON.stringify(got.paths);
      const pathsOk = test.result_paths
        ? paths === JSON.stringify(test.result_paths)
        : test.results_paths
          ? test.results_paths.some((p) => JSON.stringify(p) === paths)
          : true;
      if (!valuesOk || !pathsOk) failures.push(test.name);
    }
    expect(failures).toEqual([]);
    expect(cts.length).toBeGreaterThan(600);
  });
});
