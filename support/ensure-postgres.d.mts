export function ensurePostgres(): string | undefined;
