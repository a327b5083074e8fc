import { FileRefusal } from './imported-file';
import type { TargetLanguage } from './units';

/** No such text in the questionnaire, or no such change in its history (the route's 404). */
export class UnknownText extends Error {
  override name = 'UnknownText';
  constructor(readonly what: 'text' | 'change') {
    super(what === 'text' ? 'No such questionnaire text.' : 'No such change of a questionnaire text.');
  }
}

/** The preview staff confirmed no longer matches the texts (someone changed them meanwhile). */
export class PreviewOutdated extends Error {
  override name = 'PreviewOutdated';
}

/** No import of questionnaire texts with this id that can be undone (the route's 404). */
export class UnknownImport extends Error {
  override name = 'UnknownImport';
  constructor() {
    super('No such import of questionnaire texts, or one recorded before imports could be undone.');
  }
}

/** The import was undone already (the route's 409). */
export class ImportAlreadyUndone extends Error {
  override name = 'ImportAlreadyUndone';
  constructor() {
    super('This import has been undone already.');
  }
}

/** A file for another language than the one chosen: names both, so the page can say them in words. */
export class OtherLanguageFile extends FileRefusal {
  constructor(
    readonly fileLanguage: TargetLanguage,
    readonly chosenLanguage: TargetLanguage,
  ) {
    super('wrong-language', `The file is for "${fileLanguage}", not for "${chosenLanguage}".`);
  }
}
