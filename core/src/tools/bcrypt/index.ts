export { type BcryptCompareResult, generateBcryptHash, runBcryptCompare } from './bcrypt';
export {
  BCRYPT_COST,
  BCRYPT_MESSAGES,
  BCRYPT_VERSIONS,
  type BcryptHashResult,
  type BcryptInfo,
  type BcryptVersion,
  runBcryptInfo,
} from './info';
export { meta } from './meta';
