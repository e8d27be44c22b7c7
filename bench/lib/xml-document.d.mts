/** At least `chars` characters of XML: the XML tool's corpus of real documents repeated inside one root. */
export function corpusXml(chars: number): string;
