/** What `check rls` reports. */

export const AUDIT_LEVELS = ['error', 'warn', 'info'] as const;
export type AuditLevel = (typeof AUDIT_LEVELS)[number];

/** A row of splinter's lint interface (our own lints answer the same shape). */
export interface LintRow {
  name: string;
  title: string;
  level: string;
  facing?: string;
  categories?: string[];
  description?: string;
  detail: string;
  remediation?: string | null;
  metadata?: Record<string, unknown> | null;
  cache_key: string;
}

export interface RlsFinding {
  /** The lint's name: splinter's (`auth_rls_initplan`) or ours (`write_policy_applies_to_anon`). */
  rule: string;
  source: 'splinter' | 'toolbox';
  level: AuditLevel;
  title: string;
  /** What is wrong with which object (splinter's `detail`). */
  message: string;
  remediation?: string;
  object: { type: string; schema?: string; name: string; policy?: string };
  /** Splinter's cache key: stable across runs, what an exclusion list would name. */
  cacheKey: string;
  /** The migration that created (or last changed) the object, and the line of its statement. */
  file?: string;
  line?: number;
}

export interface RlsAudit {
  migrations: number;
  findings: RlsFinding[];
  /** What the audit could not do as asked (an extension the database lacks), one line each. */
  notes: string[];
}

export function toLevel(level: string): AuditLevel {
  const lower = level.toLowerCase();
  return lower === 'error' ? 'error' : lower === 'warn' ? 'warn' : 'info';
}

/** Whether a finding at `level` fails a check run with `--fail-on failOn` (error < warn < info in strictness). */
export function failsAt(level: AuditLevel, failOn: AuditLevel): boolean {
  return AUDIT_LEVELS.indexOf(level) <= AUDIT_LEVELS.indexOf(failOn);
}

export function auditFails(audit: RlsAudit, failOn: AuditLevel): boolean {
  return audit.findings.some((f) => failsAt(f.level, failOn));
}

export function countByLevel(findings: readonly RlsFinding[]): Record<AuditLevel, number> {
  const counts: Record<AuditLevel, number> = { error: 0, warn: 0, info: 0 };
  for (const f of findings) counts[f.level]++;
  return counts;
}
