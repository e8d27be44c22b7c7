export function releasedRepository(dir: string): void;
