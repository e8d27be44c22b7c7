export { memorySink } from './memory-sink';
export { metaContent } from './meta-tags';
export { STAND_IN_PAGE_SCRIPT } from './page-script';
export {
  type FakeImage,
  type RecordedGradient,
  RecordingContext2D,
  type RecordingGraphics,
  type RecordingSurface,
  recordingGraphics,
  svgBytes,
} from './recording-context';
