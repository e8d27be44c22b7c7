/** Spec §8's schema visualizer toasts, verbatim. */
export const SCHEMA_TOASTS = {
  exported: { title: 'Diagram Exported', description: 'Mermaid ER diagram exported successfully' },
  failed: { title: 'Error', description: 'Failed to load database schema.' },
} as const;

/** Spec §8's toast once a schema is loaded (the read's result carries it). */
export const loadedToast = (count: number) => ({
  title: 'Success',
  description: `Loaded ${count} tables from your database schema`,
});
