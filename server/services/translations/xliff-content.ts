import { childrenNamed, plainText as plain, type XmlElement, type XmlNode } from './xml-tree';

/** A target holding markup that is none of our inline codes: refused as inline codes (docs/translations.md, "Placeholders and tags"). */
export class UnknownMarkup {
  constructor(readonly element: string) {}
}

/** Turns a 2.0 `<source>`/`<target>` back into text: each `<ph>`, `<pc>`, `<sc>`/`<ec>` becomes the code it stands for. */
export function text20(element: XmlElement, unit: XmlElement): string | UnknownMarkup {
  const data = new Map<string, string>();
  for (const original of childrenNamed(unit, 'originalData')) {
    for (const entry of childrenNamed(original, 'data')) data.set(entry.attributes.get('id') ?? '', plain(entry));
  }
  const codeText = (node: XmlElement, ref: string, equiv: string, disp: string) => {
    const id = node.attributes.get(ref);
    return (id === undefined ? undefined : data.get(id)) ?? node.attributes.get(equiv) ?? node.attributes.get(disp);
  };
  const read = (node: XmlNode): string | UnknownMarkup => {
    if (typeof node === 'string') return node;
    switch (node.name) {
      case 'ph':
      case 'sc':
      case 'ec':
        return codeText(node, 'dataRef', 'equiv', 'disp') ?? new UnknownMarkup(node.name);
      case 'pc': {
        const start = codeText(node, 'dataRefStart', 'equivStart', 'dispStart');
        const end = codeText(node, 'dataRefEnd', 'equivEnd', 'dispEnd');
        return start === undefined || end === undefined
          ? new UnknownMarkup('pc')
          : joined([start, ...node.children.map(read), end]);
      }
      case 'mrk':
        return joined(node.children.map(read));
      default:
        return new UnknownMarkup(node.name);
    }
  };
  return joined(element.children.map(read));
}

/** Turns a 1.2 `<source>`/`<target>` back into text: `<ph>`, `<bpt>`, `<ept>`, `<it>` hold the code they stand for. */
export function text12(element: XmlElement): string | UnknownMarkup {
  const read = (node: XmlNode): string | UnknownMarkup => {
    if (typeof node === 'string') return node;
    switch (node.name) {
      case 'ph':
      case 'bpt':
      case 'ept':
      case 'it':
        return node.children.some((child) => typeof child !== 'string') ? new UnknownMarkup(node.name) : plain(node);
      case 'mrk':
        return joined(node.children.map(read));
      default:
        return new UnknownMarkup(node.name);
    }
  };
  return joined(element.children.map(read));
}

function joined(parts: readonly (string | UnknownMarkup)[]): string | UnknownMarkup {
  return parts.find((part): part is UnknownMarkup => part instanceof UnknownMarkup) ?? (parts as string[]).join('');
}
