export { type Box, coverRect, DEVICE_IDS, DEVICES, type DeviceFrame, type DeviceId } from './devices';
export { meta } from './meta';
export {
  drawMockup,
  MOCKUP_DEFAULTS,
  MOCKUP_PADDING,
  MOCKUP_SHADOW_PADDING,
  type MockupInput,
  mockupFile,
  mockupFileName,
  normalizeMockupInput,
  renderMockup,
} from './mockup-generator';
