import { type QrCode, type QrLevel, type QrStyle, qrCodeOf } from '../../qr/code';
import { type QrPayload, qrPayloadText } from './payload';

export interface QrCodeInput extends QrStyle {
  payload: QrPayload;
  level: QrLevel;
}

/** Encodes the payload at the level asked for; the modules are the same wherever they are drawn. */
export function runQrCode({ payload, ...style }: QrCodeInput): QrCode {
  return qrCodeOf({ ...style, text: qrPayloadText(payload) });
}
