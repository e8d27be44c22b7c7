export { memorySink } from './memory-sink';
export { metaContent, readMetaTags } from './meta-tags';
export { STAND_IN_PAGE_SCRIPT } from './page-script';
export {
  type FakeImage,
  fontPx,
  type RecordedCall,
  type RecordedGradient,
  type RecordedImage,
  type RecordedText,
  RecordingContext2D,
  type RecordingGraphics,
  type RecordingSurface,
  recordingGraphics,
  svgBytes,
} from './recording-context';
