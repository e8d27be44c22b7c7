export { meta } from './meta';
export { generateTotp, TOTP_FILE, type TotpInput } from './totp';
