import { FileRefusal } from './imported-file';

/** Names that would reach an object's prototype if a parser used them as keys of a plain object. */
export const reservedNames: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A start or empty tag with its attributes; a text cannot hold `<`, so only markup matches. */
const tagPattern = /<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
const attributePattern = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Refuses, before any parser reads the text, what an XLIFF file never needs: a document type or entity
 * declarations (external files, entity expansion), and the names `__proto__`, `constructor` and `prototype` as an
 * element, an attribute or an attribute's value such as a unit id (docs/translations.md, "What the importer
 * refuses before reading").
 */
export function refuseUnsafeXml(text: string) {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new FileRefusal('broken', 'The file declares a document type or entities, which an XLIFF file never has.');
  }
  const found = reservedNameIn(text);
  if (found !== undefined) {
    // None of our files uses these names: the file is not one of ours (its detail says which name).
    throw new FileRefusal('not-ours', `The file uses "${found}" as a name or an id, which no translation file of ours does.`);
  }
}

function reservedNameIn(text: string): string | undefined {
  for (const [, element = '', attributes = ''] of text.matchAll(tagPattern)) {
    const names = [localName(element)];
    for (const [, name = '', double, single] of attributes.matchAll(attributePattern)) {
      names.push(localName(name), (double ?? single ?? '').trim());
    }
    const found = names.find((name) => reservedNames.includes(name));
    if (found !== undefined) return found;
  }
  return undefined;
}
