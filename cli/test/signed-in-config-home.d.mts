export function signedInConfigHome(prefix?: string): string;
