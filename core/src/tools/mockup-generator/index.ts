export {
  type Box,
  DEVICE_IDS,
  DEVICES,
  type DeviceFrame,
  type DeviceId,
  MOCKUP_FITS,
  MOCKUP_POSITIONS,
  type MockupFit,
  type MockupPosition,
  type Placement,
} from './devices';
export { meta } from './meta';
export {
  MOCKUP_DEFAULTS,
  MOCKUP_PADDING,
  MOCKUP_SCALES,
  MOCKUP_SHADOW_PADDING,
  type MockupExportSize,
  type MockupInput,
  type MockupResult,
  type MockupScale,
  runMockup,
  runMockupSizes,
} from './mockup-generator';
