// The backends every data API case runs on: PGlite (the local stack) always, a real PostgreSQL server when the
// global setup started one (postgres-server.ts says loudly when it could not).

import { inject } from 'vitest';
import { type Backend, pgliteBackend, postgresBackend } from './data-backends.ts';

export const postgresUrl = inject('postgresUrl');

export const BACKENDS: { name: string; open: () => Promise<Backend>; skip: boolean }[] = [
  { name: 'PGlite', open: pgliteBackend, skip: false },
  { name: 'PostgreSQL 15', open: () => postgresBackend(postgresUrl), skip: !postgresUrl },
];
