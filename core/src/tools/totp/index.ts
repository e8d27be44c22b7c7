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
  runHotp,
  runTotp,
  type TotpInput,
  type TotpReport,
} from './otp';
