export {
  type CertificateReport,
  type ChainLink,
  type DecodedItem,
  type Extension,
  type KeyInfo,
  type PemKind,
  runCertificates,
} from './certificates';
export { meta } from './meta';
export { SAMPLE_CERTIFICATE } from './sample';
