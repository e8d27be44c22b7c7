import type { LogoPosition, LogoSize, OgTemplate, OgTheme } from '@toolbox/core/tools/og-generator';

/** A logo the user chose, read into memory. */
export interface Logo {
  name: string;
  size: number;
  bytes: Uint8Array;
  mime: string;
}

/** What the form edits: the core input, with the logo as the file the user chose. */
export interface OgFormValues {
  title: string;
  description: string;
  emoji: string;
  template: OgTemplate;
  theme: OgTheme;
  logo: Logo | null;
  logoPosition: LogoPosition;
  logoSize: LogoSize;
  logoOpacity: number;
}

export interface OgFormProps {
  values: OgFormValues;
  onChange: (patch: Partial<OgFormValues>) => void;
  /** The last render could not load the logo. */
  logoFailed: boolean;
}
