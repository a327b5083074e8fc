import { isLanguageCode } from '../../../contract/languages';
import { FileRefusal, type ImportedFile, type ImportedUnit } from './imported-file';
import { fileIds, type UnitKind, type UnitState, unitStates } from './units';
import { text12, text20, UnknownMarkup } from './xliff-content';
import { fromXliff12State, fromXliff20State } from './xliff-states';
import { childNamed, childrenNamed, parseXml, type XmlElement } from './xml-tree';
import { refuseUnsafeXml } from './xml-safety';

/**
 * Reads an XLIFF 2.0 or 1.2 file this project wrote (and a CAT tool edited) with fast-xml-parser; refuses
 * anything else. Every unit is returned, a repeated id too, so the preview can refuse the copies.
 */
export function readXliff(text: string): ImportedFile {
  refuseUnsafeXml(text);
  const root = parseXml(text);
  const version = root.name === 'xliff' ? root.attributes.get('version') : undefined;
  if (version !== '2.0' && version !== '1.2') {
    throw new FileRefusal('not-ours', `This is not an XLIFF 2.0 or 1.2 file (version ${version ?? 'missing'}).`);
  }
  const files = childrenNamed(root, 'file');
  const file = files[0];
  const fileId = file?.attributes.get(version === '2.0' ? 'id' : 'original');
  const kind = (Object.keys(fileIds) as UnitKind[]).find((k) => fileIds[k] === fileId);
  if (!file || !kind || files.length > 1) {
    throw new FileRefusal(
      'not-ours',
      `The file's id is "${fileId ?? ''}", not one of this project's (${Object.values(fileIds).join(', ')}).`,
    );
  }
  const languages = version === '2.0' ? root : file;
  const source = languages.attributes.get(version === '2.0' ? 'srcLang' : 'source-language');
  const language = languages.attributes.get(version === '2.0' ? 'trgLang' : 'target-language');
  if (source !== 'en' || !isLanguageCode(language) || language === 'en') {
    throw new FileRefusal(
      'wrong-language',
      `The file translates ${source ?? 'no language'} into ${language ?? 'no language'}, not English into one of ours.`,
    );
  }
  const units = version === '2.0' ? descendants(file, 'unit').map(unit20) : descendants(file, 'trans-unit').map(unit12);
  return { format: version === '2.0' ? 'xliff-2.0' : 'xliff-1.2', kind, language, units };
}

/** Units may sit in groups (and 1.2's in a body) at any depth. */
function descendants(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => {
    if (typeof child === 'string') return [];
    return child.name === name ? [child] : descendants(child, name);
  });
}

function unit20(unit: XmlElement): ImportedUnit {
  // A CAT tool may split a unit into several segments: their texts join again, the least finished state counts.
  const segments = childrenNamed(unit, 'segment');
  const sources = segments.map((segment) => read(childNamed(segment, 'source'), (e) => text20(e, unit)));
  const targets = segments.map((segment) => read(childNamed(segment, 'target'), (e) => text20(e, unit)));
  const states = segments.map((segment, n) =>
    fromXliff20State(segment.attributes.get('state'), segment.attributes.get('subState'), targets[n] !== undefined),
  );
  const ours = unit.attributes.get('s55:state');
  const fallback = (unitStates as readonly string[]).includes(ours ?? '') ? (ours as UnitState) : undefined;
  return {
    ref: unit.attributes.get('id') ?? '',
    source: textOrEmpty(joinTexts(sources)),
    target: targets.every((t) => t === undefined) ? undefined : joinTexts(targets.map((t) => t ?? '')),
    state: segments.some((s) => s.attributes.has('state')) ? leastFinished(states) : fallback,
  };
}

function unit12(unit: XmlElement): ImportedUnit {
  const target = childNamed(unit, 'target');
  const text = read(target, text12);
  return {
    ref: unit.attributes.get('id') ?? '',
    source: textOrEmpty(read(childNamed(unit, 'source'), text12)),
    target: text === '' ? undefined : text,
    state: fromXliff12State(target?.attributes.get('state'), unit.attributes.get('approved'), text !== undefined && text !== ''),
  };
}

const read = (element: XmlElement | undefined, reader: (element: XmlElement) => string | UnknownMarkup) =>
  element === undefined ? undefined : reader(element);

const textOrEmpty = (text: string | UnknownMarkup | undefined) => (typeof text === 'string' ? text : '');

function joinTexts(texts: readonly (string | UnknownMarkup | undefined)[]): string | UnknownMarkup | undefined {
  const markup = texts.find((t): t is UnknownMarkup => t instanceof UnknownMarkup);
  return markup ?? texts.map(textOrEmpty).join('');
}

const order: readonly (UnitState | undefined)[] = ['new', 'needs-review', undefined, 'translated', 'reviewed'];

const leastFinished = (states: readonly (UnitState | undefined)[]): UnitState | undefined =>
  states.reduce((least, state) => (order.indexOf(state) < order.indexOf(least) ? state : least), 'reviewed');
