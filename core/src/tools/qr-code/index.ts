export {
  QR_DEFAULTS,
  QR_LEVELS,
  QR_MARGIN_MAX,
  QR_SCALE_MAX,
  type QrCode,
  type QrLevel,
  qrPng as runQrPng,
  qrSvg as runQrSvg,
  qrTerminal as runQrTerminal,
} from '../../qr';
export { meta } from './meta';
export { QR_KINDS, type QrKind, type QrPayload, WIFI_SECURITY, type WifiSecurity } from './payload';
export { runQrCode } from './qr-code';
