export {
  drawFavicon,
  type FaviconFrame,
  type FaviconResult,
  faviconDownloadFiles,
  faviconSnippet,
  faviconSvg,
  renderFavicons,
  type WebManifest,
  webManifest,
} from './favicon-maker';
export { meta } from './meta';
export * from './options';
