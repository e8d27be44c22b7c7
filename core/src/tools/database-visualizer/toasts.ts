/** Spec §8's schema visualizer toasts, verbatim. */
export const SCHEMA_TOASTS = {
  loaded: (count: number) => ({
    title: 'Success',
    description: `Loaded ${count} tables from your database schema`,
  }),
  exported: { title: 'Diagram Exported', description: 'Mermaid ER diagram exported successfully' },
  failed: { title: 'Error', description: 'Failed to load database schema.' },
} as const;
