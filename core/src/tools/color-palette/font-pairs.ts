/** A heading and a body family that read well together, with the CSS fallback stacks to write them with. */
export interface FontPair {
  name: string;
  heading: string;
  body: string;
  category: string;
  headingStack: string;
  bodyStack: string;
}

const SERIF_STACK = 'ui-serif, Georgia, serif';
const SANS_STACK = 'ui-sans-serif, system-ui, sans-serif';

/** The spec's six pairs, in its order. */
export const FONT_PAIRS: readonly FontPair[] = [
  {
    name: 'Elegant',
    heading: 'Playfair Display',
    body: 'Source Sans 3',
    category: 'Serif + Sans-serif',
    headingStack: SERIF_STACK,
    bodyStack: SANS_STACK,
  },
  {
    name: 'Modern',
    heading: 'Montserrat',
    body: 'Open Sans',
    category: 'Sans-serif',
    headingStack: SANS_STACK,
    bodyStack: SANS_STACK,
  },
  {
    name: 'Bold',
    heading: 'Oswald',
    body: 'Roboto',
    category: 'Display + Sans-serif',
    headingStack: SANS_STACK,
    bodyStack: SANS_STACK,
  },
  {
    name: 'Classic',
    heading: 'Merriweather',
    body: 'Lato',
    category: 'Serif + Sans-serif',
    headingStack: SERIF_STACK,
    bodyStack: SANS_STACK,
  },
  {
    name: 'Clean',
    heading: 'Poppins',
    body: 'Inter',
    category: 'Sans-serif',
    headingStack: SANS_STACK,
    bodyStack: SANS_STACK,
  },
  {
    name: 'Contemporary',
    heading: 'Raleway',
    body: 'Nunito',
    category: 'Sans-serif',
    headingStack: SANS_STACK,
    bodyStack: SANS_STACK,
  },
];

/** `"Playfair Display", ui-serif, Georgia, serif`: a CSS font-family value. */
export function fontFamily(family: string, stack: string): string {
  return `"${family}", ${stack}`;
}
