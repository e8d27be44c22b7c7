export {
  drawFavicon,
  FAVICON_SNIPPET,
  type FaviconResult,
  faviconSvg,
  renderFavicons,
  type WebManifest,
  webManifest,
} from './favicon-maker';
export { meta } from './meta';
export {
  cutFaviconText,
  FAVICON_DEFAULTS,
  FAVICON_DOWNLOAD_SPACING_MS,
  FAVICON_SHAPES,
  FAVICON_SIZES,
  FAVICON_SVG_SIZE,
  FAVICON_TEXT_MAX,
  type FaviconInput,
  type FaviconShape,
  type FaviconSize,
  faviconFileName,
  ICO_SIZES,
  MANIFEST_SIZES,
  normalizeFaviconInput,
  ROUNDED_RADIUS,
} from './options';
