export { meta } from './meta';
export {
  generateOtpSecret,
  OTP_ALGORITHMS,
  OTP_DEFAULTS,
  OTP_LIMITS,
  type OtpAlgorithm,
  type OtpCode,
  type OtpSettings,
  type TotpInput,
  type TotpReport,
} from './otp';
export { runTotp } from './run';
