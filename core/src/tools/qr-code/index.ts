export { meta } from './meta';
export {
  type ContactCard,
  QR_KINDS,
  type QrKind,
  type QrPayload,
  WIFI_SECURITY,
  type WifiNetwork,
  type WifiSecurity,
} from './payload';
export {
  QR_DEFAULTS,
  QR_LEVELS,
  QR_MARGIN_MAX,
  QR_SCALE_MAX,
  type QrCode,
  type QrCodeInput,
  type QrLevel,
  type QrStyle,
  runQrCode,
  runQrPng,
  runQrSvg,
  runQrTerminal,
} from './qr-code';
