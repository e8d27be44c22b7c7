export {
  GRADIENT_IDS,
  GRADIENTS,
  type GradientId,
  MOCKUP_BACKGROUNDS,
  type MockupBackground,
} from './backgrounds';
export {
  type Box,
  DEVICE_IDS,
  DEVICES,
  type DeviceFrame,
  type DeviceId,
  type FrameKind,
  MOCKUP_FITS,
  MOCKUP_POSITIONS,
  type MockupFit,
  type MockupPosition,
  type Placement,
} from './devices';
export {
  MOCKUP_ARRANGEMENTS,
  MOCKUP_MAX_SCREENSHOTS,
  type MockupArrangement,
  type MockupLayout,
  type MockupSlot,
} from './layout';
export { meta } from './meta';
export {
  MOCKUP_DEFAULTS,
  MOCKUP_MAX_PADDING,
  MOCKUP_MAX_RADIUS,
  MOCKUP_SCALES,
  MOCKUP_SHADOWS,
  type MockupExportSize,
  type MockupInput,
  type MockupResult,
  type MockupScale,
  type MockupSettings,
  type MockupShadow,
  runMockup,
  runMockupSizes,
} from './mockup-generator';
export {
  MOCKUP_FILE_MESSAGES,
  MOCKUP_MAX_BYTES,
  runMockupFileCheck,
  type ScreenshotFileProblem,
} from './screenshot-input';
export { MAX_TILT } from './tilt';
