export {
  type CertificateReport,
  type ChainLink,
  type DecodedItem,
  decodeCertificates,
  type Extension,
  type KeyInfo,
  type PemKind,
} from './certificates';
export { meta } from './meta';
export { SAMPLE_CERTIFICATE } from './sample';
