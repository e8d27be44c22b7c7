// End-to-end encrypted share links (issue 80 item 2): the sealed envelope, the link, the expiry. The wire shapes
// and the data API's client methods are in core/src/account.

export { openShare, SHARE_MESSAGES, type SharedFile, sealShare } from '#core/share/envelope';
export { DEFAULT_SHARE_EXPIRY, parseShareExpiry, SHARE_EXPIRY_CHOICES } from '#core/share/expiry';
export { keyFromFragment, parseShareLink, shareLink } from '#core/share/link';
export { webCryptoAesGcm } from '#core/share/web-crypto-aes-gcm';
