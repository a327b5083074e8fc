import type { FileRefusalReason } from '../../services/translations/imported-file';

/**
 * The Translations page's answers (issue 24). Every `en` is translated in all 10 locales under
 * BACKEND-RESPONSES.<en>; none holds a dot (it would split the i18next key).
 */
export const translationMessages = {
  broken: {
    en: 'The file cannot be read: it is not well-formed XLIFF or CSV',
    cz: 'Soubor nelze přečíst: není to správně utvořený XLIFF ani CSV',
  },
  'not-ours': {
    en: 'This file is not a translation file of this questionnaire',
    cz: 'Tento soubor není překladový soubor tohoto dotazníku',
  },
  'wrong-language': {
    en: 'This file is for another language',
    cz: 'Tento soubor je pro jiný jazyk',
  },
  empty: { en: 'The file is empty', cz: 'Soubor je prázdný' },
  interfaceTexts: {
    en: 'Interface texts are imported with the command line in the repository',
    cz: 'Texty rozhraní se importují příkazovým řádkem v repozitáři',
  },
  previewOutdated: {
    en: 'The texts changed after the preview, check the file again',
    cz: 'Texty se po náhledu změnily, zkontrolujte soubor znovu',
  },
} as const satisfies Record<FileRefusalReason | 'interfaceTexts' | 'previewOutdated', { en: string; cz: string }>;
