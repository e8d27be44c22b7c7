export { CIDR_FILE, type CidrInput, generateCidr } from './cidr';
export { meta } from './meta';
