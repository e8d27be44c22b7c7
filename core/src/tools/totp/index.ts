export { meta } from './meta';
export {
  generateOtpSecret,
  OTP_ALGORITHMS,
  OTP_DEFAULTS,
  OTP_LIMITS,
  type OtpAlgorithm,
  type TotpReport,
} from './otp';
export { runTotp } from './run';
