export {
  QR_DEFAULTS,
  QR_LEVELS,
  QR_MARGIN_MAX,
  QR_SCALE_MAX,
  type QrCode,
  type QrLevel,
  qrCodeOf,
  qrPng,
  qrSvg,
  qrTerminal,
} from './code';
