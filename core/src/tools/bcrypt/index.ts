export {
  BCRYPT_COST,
  BCRYPT_MESSAGES,
  BCRYPT_PASSWORD_BYTES,
  BCRYPT_VERSIONS,
  type BcryptCompareResult,
  type BcryptHashInput,
  type BcryptHashResult,
  type BcryptInfo,
  type BcryptVersion,
  generateBcryptHash,
  runBcryptCompare,
  runBcryptInfo,
} from './bcrypt';
export { meta } from './meta';
