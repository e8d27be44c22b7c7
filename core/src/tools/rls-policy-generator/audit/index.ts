export {
  AUDITED_SPLINTER_LINTS,
  type AuditDatabase,
  type AuditPorts,
  auditMigrations,
  type MigrationFile,
  runLints,
  SPLINTER_LINTS,
  STATISTICS_LINTS,
} from './audit';
export { AUDIT_CHECK_NAMES } from './checks';
export {
  AUDIT_LEVELS,
  type AuditLevel,
  auditFails,
  countByLevel,
  failsAt,
  type LintRow,
  type RlsAudit,
  type RlsFinding,
} from './model';
export { auditMarkdown, auditSarif, formatAuditText, githubAnnotations } from './report';
export { SPLINTER_SQL } from './splinter-sql';
