/** A heading and a body family that read well together, with the CSS font-family values that draw them. */
export interface FontPair {
  name: string;
  heading: string;
  body: string;
  category: string;
  /** `"Playfair Display", ui-serif, Georgia, serif`: the heading family with its fallbacks. */
  headingFont: string;
  bodyFont: string;
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
    headingFont: `"Playfair Display", ${SERIF_STACK}`,
    bodyFont: `"Source Sans 3", ${SANS_STACK}`,
  },
  {
    name: 'Modern',
    heading: 'Montserrat',
    body: 'Open Sans',
    category: 'Sans-serif',
    headingFont: `"Montserrat", ${SANS_STACK}`,
    bodyFont: `"Open Sans", ${SANS_STACK}`,
  },
  {
    name: 'Bold',
    heading: 'Oswald',
    body: 'Roboto',
    category: 'Display + Sans-serif',
    headingFont: `"Oswald", ${SANS_STACK}`,
    bodyFont: `"Roboto", ${SANS_STACK}`,
  },
  {
    name: 'Classic',
    heading: 'Merriweather',
    body: 'Lato',
    category: 'Serif + Sans-serif',
    headingFont: `"Merriweather", ${SERIF_STACK}`,
    bodyFont: `"Lato", ${SANS_STACK}`,
  },
  {
    name: 'Clean',
    heading: 'Poppins',
    body: 'Inter',
    category: 'Sans-serif',
    headingFont: `"Poppins", ${SANS_STACK}`,
    bodyFont: `"Inter", ${SANS_STACK}`,
  },
  {
    name: 'Contemporary',
    heading: 'Raleway',
    body: 'Nunito',
    category: 'Sans-serif',
    headingFont: `"Raleway", ${SANS_STACK}`,
    bodyFont: `"Nunito", ${SANS_STACK}`,
  },
];
