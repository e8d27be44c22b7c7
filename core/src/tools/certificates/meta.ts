import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'certificates',
  title: 'Certificate Decoder',
  description:
    'X.509 certificates and chains, CSRs and public keys (PEM or DER) decoded: names, validity with days left, key, fingerprints, extensions and the chain’s order.',
  group: 'converters',
  category: 'crypto',
  icon: 'file-badge',
  keywords: [
    'certificate',
    'x509',
    'x.509',
    'pem',
    'der',
    'csr',
    'tls',
    'ssl',
    'chain',
    'fingerprint',
    'openssl',
  ],
  cli: { commands: ['cert'] },
});
