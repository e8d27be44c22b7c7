export interface FileRules {
  /** MIME types ("image/png"), families ("image/*") or extensions (".svg"). */
  accept: readonly string[];
  maxBytes?: number;
}

export type FileProblem = 'type' | 'size';

export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rules: FileRules,
): FileProblem | undefined {
  if (rules.accept.length > 0 && !rules.accept.some((pattern) => matchesPattern(file, pattern)))
    return 'type';
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'size';
  return undefined;
}

function matchesPattern(file: Pick<File, 'name' | 'type'>, pattern: string): boolean {
  const rule = pattern.trim().toLowerCase();
  const type = file.type.toLowerCase();
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
  return type === rule;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
