import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'hash',
  title: 'Hashes & Checksums',
  description:
    'MD5, SHA-1, SHA-2, SHA-3, BLAKE2b and CRC32 of text or files, side by side, and a SHA256SUMS file checked against the files it names.',
  group: 'converters',
  category: 'crypto',
  icon: 'shield',
  keywords: [
    'hash',
    'checksum',
    'md5',
    'sha1',
    'sha256',
    'sha512',
    'sha3',
    'blake2b',
    'crc32',
    'sha256sum',
    'sha256sums',
    'digest',
  ],
  cli: { commands: ['hash'] },
  utility: true,
});
