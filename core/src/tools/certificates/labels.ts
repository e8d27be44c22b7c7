import type { DecodedItem } from './certificates';

/** What each decoded item is called on the page and in `toolbox cert` (no decoder loaded to name it). */
export const KIND_LABELS: Record<DecodedItem['kind'], string> = {
  certificate: 'Certificate',
  request: 'Certificate request',
  'public-key': 'Public key',
};
