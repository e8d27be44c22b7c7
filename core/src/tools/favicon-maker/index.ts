export { LOGO_FILE_MESSAGES, LOGO_MAX_BYTES } from '../../image/logo-file';
export { FAVICON_PREVIEW_SIZES, runFaviconPreview, runFaviconSnippet, runFavicons } from './favicon-maker';
export { runLogoFaviconPreview, runLogoFavicons } from './logo-favicons';
export {
  DARK_MODES,
  type DarkMode,
  FAVICON_LOGO_DEFAULTS,
  type FaviconLogoInput,
  LOGO_FITS,
  LOGO_PADDING_MAX,
  LOGO_TYPES,
  type LogoFit,
  runFaviconLogoCheck,
  TRANSPARENT,
} from './logo-options';
export { meta } from './meta';
export {
  FAVICON_DEFAULTS,
  FAVICON_DOWNLOAD_SPACING_MS,
  FAVICON_FILE_NAMES,
  FAVICON_FILES,
  FAVICON_SHAPES,
  FAVICON_SIZES,
  FAVICON_SNIPPET_FILE,
  FAVICON_TEXT_MAX,
  type FaviconInput,
  type FaviconShape,
  MANIFEST_SIZES,
  MASKABLE_FILE_NAMES,
} from './options';
