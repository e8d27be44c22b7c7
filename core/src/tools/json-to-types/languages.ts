/** The languages quicktype writes here (quicktype-languages.ts): named apart, so naming them loads no quicktype. */
export const QUICKTYPE_LANGUAGES = ['go', 'rust', 'python', 'pydantic', 'kotlin', 'csharp'] as const;
export type QuicktypeLanguage = (typeof QUICKTYPE_LANGUAGES)[number];

/** The JSON Schema generate.ts infers: every object but the root is a definition, named. */
export interface InferredSchema {
  title: string;
  $defs?: Record<string, Record<string, unknown>>;
  [keyword: string]: unknown;
}
