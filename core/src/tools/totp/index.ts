export { meta } from './meta';
export {
  generateOtpSecret,
  OTP_ALGORITHMS,
  OTP_DEFAULTS,
  OTP_LIMITS,
  OTP_MESSAGES,
  type OtpAlgorithm,
  type OtpCode,
  type OtpSettings,
  type TotpInput,
  type TotpReport,
} from './otp';
export { runHotp, runTotp } from './run';
