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
export {
  type ContactCard,
  QR_KINDS,
  type QrKind,
  type QrPayload,
  WIFI_SECURITY,
  type WifiNetwork,
  type WifiSecurity,
} from './payload';
export { type QrCodeInput, runQrCode } from './qr-code';
