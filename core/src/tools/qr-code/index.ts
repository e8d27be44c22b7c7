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
  createQrCode,
  QR_DEFAULTS,
  QR_LEVELS,
  QR_MARGIN_MAX,
  QR_SCALE_MAX,
  type QrCode,
  type QrCodeInput,
  type QrLevel,
  type QrStyle,
  qrPng,
  qrSvg,
  qrTerminal,
} from './qr-code';
