import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'qr-code',
  title: 'QR Code Generator',
  description:
    'QR codes for text, links, Wi-Fi networks and contact cards, at the error-correction level and colours you choose, as PNG or SVG.',
  group: 'converters',
  category: 'images',
  icon: 'qr-code',
  keywords: ['qr', 'qr code', 'barcode', 'wifi', 'vcard', 'contact', 'link', 'png', 'svg', 'scan'],
  cli: { commands: ['qr'] },
});
