/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL: string;
  readonly VITE_SUPABASE_ANON_KEY: string;
  /** Where Twemoji's SVGs are served, `assets/twemoji-<version>/` (web/scripts/twemoji-assets.ts). */
  readonly TOOLBOX_TWEMOJI_DIR: string;
  /** Where Lucide's search index and drawings are served, `assets/lucide-<version>/` (web/scripts/lucide-assets.ts). */
  readonly TOOLBOX_LUCIDE_DIR: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
