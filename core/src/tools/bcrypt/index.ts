export { BCRYPT_FILE, type BcryptInput, generateBcrypt } from './bcrypt';
export { meta } from './meta';
