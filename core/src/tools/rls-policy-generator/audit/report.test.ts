import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { RlsAudit } from './model';
import { auditMarkdown, auditSarif, formatAuditText, githubAnnotations } from './report';

const audit: RlsAudit = {
  migrations: 2,
  notes: [],
  findings: [
    {
      rule: 'rls_disabled_in_public',
      source: 'splinter',
      level: 'error',
      title: 'RLS Disabled in Public',
      message: 'Table `public.notes` is public, but RLS has not been enabled.',
      remediation:
        'https://supabase.com/docs/guides/database/database-linter?lint=0013_rls_disabled_in_public',
      object: { type: 'table', schema: 'public', name: 'notes' },
      cacheKey: 'rls_disabled_in_public_public_notes',
      file: 'supabase/migrations/2_notes.sql',
      line: 3,
    },
    {
      rule: 'write_policy_applies_to_anon',
      source: 'toolbox',
      level: 'warn',
      title: 'Write policy applies to anon',
      message: 'Table `public.a,b` has a policy `50%: yes`\nsecond line',
      object: { type: 'table', schema: 'public', name: 'a,b', policy: '50%: yes' },
      cacheKey: 'write_policy_applies_to_anon_public_a,b_50%: yes',
      file: 'supabase/migrations/1:init.sql',
      line: 7,
    },
    {
      rule: 'unindexed_policy_column',
      source: 'toolbox',
      level: 'info',
      title: 'Unindexed column in a policy',
      message: 'no place',
      object: { type: 'table', name: 'x' },
      cacheKey: 'k',
    },
  ],
};

describe('audit reports', () => {
  it('is valid SARIF 2.1.0 (OASIS schema), one rule per lint, locations by file and line', () => {
    const schema = JSON.parse(
      readFileSync(join(import.meta.dirname, 'test/sarif-2.1.0-rtm.5.json'), 'utf8'),
    ) as { id: string } & Record<string, unknown>;
    const { id, $schema: _draft04, ...rest } = schema;
    const validate = new Ajv({ strict: false, validateFormats: false, unicodeRegExp: false }).compile({
      $id: id,
      ...rest,
    });
    const sarif = auditSarif(audit, '1.2.3') as {
      runs: { tool: { driver: { rules: { id: string }[] } }; results: unknown[] }[];
    };
    expect(validate(sarif), JSON.stringify(validate.errors)).toBe(true);
    expect(sarif.runs[0]?.tool.driver.rules.map((r) => r.id)).toEqual([
      'rls_disabled_in_public',
      'write_policy_applies_to_anon',
      'unindexed_policy_column',
    ]);
    expect(sarif.runs[0]?.results[0]).toMatchObject({
      ruleId: 'rls_disabled_in_public',
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'supabase/migrations/2_notes.sql' },
            region: { startLine: 3 },
          },
        },
      ],
    });
    expect(validate({ version: '2.1.0', runs: [{ results: [] }] })).toBe(false);
  });

  it('escapes GitHub annotations as actions/toolkit does, levels error/warning/notice', () => {
    expect(githubAnnotations(audit)).toEqual([
      '::error file=supabase/migrations/2_notes.sql,line=3,title=rls_disabled_in_public%3A RLS Disabled in Public::Table `public.notes` is public, but RLS has not been enabled.',
      '::warning file=supabase/migrations/1%3Ainit.sql,line=7,title=write_policy_applies_to_anon%3A Write policy applies to anon::Table `public.a,b` has a policy `50%25: yes`%0Asecond line',
      '::notice title=unindexed_policy_column%3A Unindexed column in a policy::no place',
    ]);
  });

  it('prints one line a finding and the counts; Markdown escapes table cells', () => {
    expect(formatAuditText(audit, 'warn')).toEqual([
      'supabase/migrations/2_notes.sql:3  error  rls_disabled_in_public  Table `public.notes` is public, but RLS has not been enabled.',
      'supabase/migrations/1:init.sql:7  warn  write_policy_applies_to_anon  Table `public.a,b` has a policy `50%: yes`\nsecond line',
      '(before any migration)  info  unindexed_policy_column  no place',
      '2 migrations checked: 1 error, 1 warning, 1 info (fails on warn).',
    ]);
    expect(auditMarkdown({ ...audit, findings: [{ ...audit.findings[1]!, message: 'a | b' }] })).toEqual([
      '| level | where | rule | finding |',
      '|---|---|---|---|',
      '| warn | supabase/migrations/1:init.sql:7 | write_policy_applies_to_anon | a \\| b |',
    ]);
  });
});
