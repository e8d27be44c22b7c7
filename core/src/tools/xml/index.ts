export { meta } from './meta';
export { generateXml, XML_FILE, type XmlInput } from './xml';
