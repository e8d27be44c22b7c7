import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'hash',
  title: 'Hashes & Checksums',
  description:
    'MD5, SHA-1, SHA-2, SHA-3, BLAKE2b and CRC32 of text or files, side by side, and a SHA256SUMS file checked against the files it names.',
  group: 'converters',
  category: 'crypto',
  icon: 'shield',
  keywords: ['sha1', 'sha512', 'sha3', 'digest'],
  cli: { commands: ['hash'] },
  utility: true,
});
