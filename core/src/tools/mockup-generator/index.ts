export {
  GRADIENT_IDS,
  GRADIENTS,
  type GradientId,
  MOCKUP_BACKGROUNDS,
  type MockupBackground,
} from './backgrounds';
export {
  DEVICE_IDS,
  DEVICES,
  type DeviceId,
  MOCKUP_FITS,
  MOCKUP_POSITIONS,
  type MockupPosition,
} from './devices';
export { MOCKUP_ARRANGEMENTS, MOCKUP_MAX_SCREENSHOTS } from './layout';
export { meta } from './meta';
export {
  MOCKUP_DEFAULTS,
  MOCKUP_MAX_PADDING,
  MOCKUP_MAX_RADIUS,
  MOCKUP_SCALES,
  MOCKUP_SHADOWS,
  type MockupInput,
  type MockupScale,
  type MockupSettings,
  type MockupShadow,
  runMockup,
  runMockupSizes,
} from './mockup-generator';
export { MOCKUP_FILE_MESSAGES, MOCKUP_MAX_BYTES, runMockupFileCheck } from './screenshot-input';
export { MAX_TILT } from './tilt';
