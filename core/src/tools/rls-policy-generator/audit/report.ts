/** The audit as people and machines read it: lines for a terminal, GitHub workflow commands, SARIF 2.1.0, Markdown. */
import { AUDIT_CHECK_NAMES } from './checks';
import { type AuditLevel, countByLevel, type RlsAudit, type RlsFinding } from './model';

const where = (f: RlsFinding) => (f.file ? `${f.file}:${f.line ?? 1}` : '(before any migration)');

/** `file:line  level  rule  message`, one line a finding, then the counts. */
export function formatAuditText(audit: RlsAudit, failOn: AuditLevel): string[] {
  const lines = audit.findings.map((f) => `${where(f)}  ${f.level}  ${f.rule}  ${f.message}`);
  const c = countByLevel(audit.findings);
  lines.push(
    `${audit.migrations} migration${audit.migrations === 1 ? '' : 's'} checked: ${c.error} error${c.error === 1 ? '' : 's'}, ${c.warn} warning${c.warn === 1 ? '' : 's'}, ${c.info} info (fails on ${failOn}).`,
  );
  return lines;
}

/** GitHub's workflow-command escaping (actions/toolkit `command.ts`): data, and property values. */
const escapeData = (s: string) => s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (s: string) => escapeData(s).replaceAll(':', '%3A').replaceAll(',', '%2C');

const ANNOTATION: Record<AuditLevel, string> = { error: 'error', warn: 'warning', info: 'notice' };

/** `::error file=…,line=…,title=…::message` lines, shown on the pull request's diff. */
export function githubAnnotations(audit: RlsAudit): string[] {
  return audit.findings.map((f) => {
    const props = [
      ...(f.file ? [`file=${escapeProperty(f.file)}`, `line=${f.line ?? 1}`] : []),
      `title=${escapeProperty(`${f.rule}: ${f.title}`)}`,
    ];
    return `::${ANNOTATION[f.level]} ${props.join(',')}::${escapeData(f.message)}`;
  });
}

const SARIF_LEVEL: Record<AuditLevel, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warn: 'warning',
  info: 'note',
};

/** A SARIF 2.1.0 log for GitHub code scanning: one rule per lint that fired, one result per finding. */
export function auditSarif(audit: RlsAudit, version: string): object {
  const rules = new Map<string, RlsFinding>();
  for (const f of audit.findings) if (!rules.has(f.rule)) rules.set(f.rule, f);
  const ruleIds = [...rules.keys()];
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'toolbox check rls',
            version,
            informationUri: 'https://supabase.com/docs/guides/database/database-linter',
            rules: ruleIds.map((id) => {
              const f = rules.get(id) as RlsFinding;
              return {
                id,
                name: id,
                shortDescription: { text: f.title },
                ...(f.remediation ? { helpUri: f.remediation } : {}),
                defaultConfiguration: { level: SARIF_LEVEL[f.level] },
                properties: {
                  source: (AUDIT_CHECK_NAMES as readonly string[]).includes(id) ? 'toolbox' : 'splinter',
                },
              };
            }),
          },
        },
        results: audit.findings.map((f) => ({
          ruleId: f.rule,
          ruleIndex: ruleIds.indexOf(f.rule),
          level: SARIF_LEVEL[f.level],
          message: { text: f.message },
          ...(f.file
            ? {
                locations: [
                  {
                    physicalLocation: {
                      artifactLocation: { uri: f.file.split('\\').join('/') },
                      region: { startLine: f.line ?? 1 },
                    },
                  },
                ],
              }
            : {}),
          partialFingerprints: { cacheKey: f.cacheKey },
        })),
      },
    ],
  };
}

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A Markdown table of the findings (for a pull request's summary). */
export function auditMarkdown(audit: RlsAudit): string[] {
  if (audit.findings.length === 0) return [`No findings in ${audit.migrations} migrations.`];
  return [
    '| level | where | rule | finding |',
    '|---|---|---|---|',
    ...audit.findings.map((f) => `| ${f.level} | ${cell(where(f))} | ${f.rule} | ${cell(f.message)} |`),
  ];
}
