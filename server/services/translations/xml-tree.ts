import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FileRefusal } from './imported-file';

/** An XML element as this project reads it: attributes in a Map, so no name in a file can reach an object's prototype. */
export interface XmlElement {
  /** The local name, without a namespace prefix. */
  name: string;
  attributes: ReadonlyMap<string, string>;
  children: readonly XmlNode[];
}

export type XmlNode = XmlElement | string;

const parserOptions = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
} as const;

type ParsedNode = Record<string, unknown>;

/**
 * Parses XML with fast-xml-parser (order kept, texts as written) into Maps and arrays. The file has passed
 * `refuseUnsafeXml` first (docs/translations.md, "What the importer refuses before reading").
 */
export function parseXml(text: string): XmlElement {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new FileRefusal('broken', `The file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  }
  const nodes = (new XMLParser(parserOptions).parse(text) as ParsedNode[]).map(toNode);
  const root = nodes.find((node): node is XmlElement => typeof node !== 'string');
  if (!root) throw new FileRefusal('broken', 'The file has no XML element.');
  return root;
}

function toNode(parsed: ParsedNode): XmlNode {
  const entries = Object.entries(parsed);
  const text = entries.find(([key]) => key === '#text');
  if (text) return String(text[1]);
  const [qualified, children] = entries.find(([key]) => key !== ':@') ?? ['', []];
  const attributes = new Map<string, string>();
  for (const [key, value] of Object.entries((parsed[':@'] as object | undefined) ?? {})) attributes.set(key, String(value));
  return {
    name: qualified.slice(qualified.indexOf(':') + 1),
    attributes,
    children: Array.isArray(children) ? (children as ParsedNode[]).map(toNode) : [],
  };
}

export const isElement = (node: XmlNode | undefined): node is XmlElement => typeof node === 'object';

/** The child elements called `name` (any namespace prefix). */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child): child is XmlElement => isElement(child) && child.name === name);

export const childNamed = (element: XmlElement, name: string): XmlElement | undefined => childrenNamed(element, name)[0];

export const attribute = (element: XmlElement, name: string): string | undefined => element.attributes.get(name);

/** Every text inside the element, markup left out. */
export const plainText = (element: XmlElement): string =>
  element.children.map((child) => (typeof child === 'string' ? child : plainText(child))).join('');
