import ranges from '@fontsource/noto-sans-kannada/unicode.json';
import { filesByName } from './files-by-name';

/** The package's regular subset files as app URLs; loaded only when a document uses the script. */
export default {
  ranges,
  files: filesByName(
    import.meta.glob('../../../node_modules/@fontsource/noto-sans-kannada/files/*-400-normal.woff', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
};
