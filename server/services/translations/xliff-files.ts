import { XMLValidator } from 'fast-xml-parser';
import { js2xliff, jsToXliff12, type XliffUnit, xliff2js, xliff12ToJs } from 'xliff';
import { isLanguageCode } from '../../../contract/languages';
import { FileRefusal, type ImportedFile, type ImportedUnit } from './imported-file';
import { fileIds, type TranslationUnit, type UnitKind, type UnitSet, type UnitState, unitStates } from './units';

/** Our namespace for the unit's state, which neither XLIFF version can say in all four of our words. */
const stateNamespace = 'urn:skills55:translation-state';

/** XLIFF 2.0 (the default for current CAT tools) or 1.2 (for older ones), written by the `xliff` package. */
export function writeXliff(set: UnitSet, version: '2.0' | '1.2'): Promise<string> {
  const units = Object.fromEntries(set.units.map((u) => [u.id, version === '2.0' ? unit20(u) : unit12(u)]));
  const document = { sourceLanguage: 'en', targetLanguage: set.language, resources: { [fileIds[set.kind]]: units } };
  return version === '2.0' ? js2xliff(document) : jsToXliff12(document);
}

function unit20(u: TranslationUnit): XliffUnit {
  return {
    source: u.source,
    ...(u.target === undefined ? {} : { target: u.target }),
    note: u.where,
    additionalAttributes: {
      name: u.key,
      'xmlns:s55': stateNamespace,
      's55:state': u.state,
      sizeRestriction: u.maxLength,
    },
  };
}

function unit12(u: TranslationUnit): XliffUnit {
  return {
    source: u.source,
    ...(u.target === undefined ? {} : { target: u.target }),
    note: u.where,
    additionalAttributes: {
      resname: u.key,
      maxwidth: u.maxLength,
      'size-unit': 'char',
      ...(u.state === 'reviewed' ? { approved: 'yes' } : {}),
      'xmlns:s55': stateNamespace,
      's55:state': u.state,
    },
  };
}

/** Reads an XLIFF 2.0 or 1.2 file this project wrote (and a CAT tool edited); refuses anything else. */
export async function readXliff(text: string): Promise<ImportedFile> {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new FileRefusal('broken', `The file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  }
  const version = /<xliff\b[^>]*\bversion\s*=\s*["']([\d.]+)["']/.exec(text)?.[1];
  if (version !== '2.0' && version !== '1.2') {
    throw new FileRefusal('not-ours', `This is not an XLIFF 2.0 or 1.2 file (version ${version ?? 'missing'}).`);
  }
  const document = await (version === '2.0' ? xliff2js(text) : xliff12ToJs(text)).catch((error: unknown) => {
    throw new FileRefusal('broken', `The XLIFF file cannot be read: ${String(error)}`);
  });
  if (document instanceof Error) throw new FileRefusal('broken', `The XLIFF file cannot be read: ${document.message}`);
  const [fileId, ...others] = Object.keys(document.resources ?? {});
  const kind = (Object.keys(fileIds) as UnitKind[]).find((k) => fileIds[k] === fileId);
  if (!kind || others.length > 0) {
    throw new FileRefusal(
      'not-ours',
      `The file's id is "${fileId ?? ''}", not one of this project's (${Object.values(fileIds).join(', ')}).`,
    );
  }
  const language = document.targetLanguage;
  if (document.sourceLanguage !== 'en' || !isLanguageCode(language) || language === 'en') {
    throw new FileRefusal(
      'wrong-language',
      `The file translates ${document.sourceLanguage} into ${language ?? 'no language'}, not English into one of ours.`,
    );
  }
  const units = Object.entries(document.resources[fileId as string] ?? {}).map(([ref, unit]) => importedUnit(ref, unit));
  return { format: version === '2.0' ? 'xliff-2.0' : 'xliff-1.2', kind, language, units };
}

function importedUnit(ref: string, unit: XliffUnit): ImportedUnit {
  const attributes = unit.additionalAttributes ?? {};
  const named = String(attributes['s55:state'] ?? '');
  const state = (unitStates as readonly string[]).includes(named) ? (named as UnitState) : undefined;
  return {
    ref,
    source: typeof unit.source === 'string' ? unit.source : '',
    target: unit.target,
    state: attributes.approved === 'yes' ? 'reviewed' : state,
  };
}
