import { XMLBuilder, XMLParser } from 'fast-xml-parser';

const options = { ignoreAttributes: false, preserveOrder: true, trimValues: false, processEntities: true } as const;

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * Edits an XLIFF 2.0 file as a CAT tool would: parses it, sets the target of the named units (adding the
 * element when the unit had none) and writes the document out again with another XML library.
 */
export function translateUnits(xliff: string, targets: Record<string, string>): string {
  const tree = new XMLParser(options).parse(xliff) as Node[];
  visit(tree, (node) => {
    const id = node[':@']?.['@_id'];
    if (!('unit' in node) || !id || !(id in targets)) return;
    const segment = (node.unit as Node[]).find((child) => 'segment' in child)?.segment as Node[];
    const target = segment.find((child) => 'target' in child);
    const text = [{ '#text': targets[id] }];
    if (target) target.target = text;
    else segment.push({ target: text });
  });
  // Unindented: indenting would add spaces inside texts that hold inline codes (mixed content), as no CAT tool does.
  return new XMLBuilder({ ...options, format: false, suppressEmptyNode: true }).build(tree) as string;
}

function visit(nodes: Node[], fn: (node: Node) => void) {
  for (const node of nodes) {
    fn(node);
    for (const [key, value] of Object.entries(node)) if (key !== ':@' && Array.isArray(value)) visit(value as Node[], fn);
  }
}

/** Reads the XLIFF with fast-xml-parser (not the library that wrote it): every unit's id, source, target, notes. */
export function readBack(xliff: string) {
  const tree = new XMLParser({
    ignoreAttributes: false,
    trimValues: false,
    isArray: (name) => ['unit', 'trans-unit', 'note'].includes(name),
  }).parse(xliff);
  return tree;
}
