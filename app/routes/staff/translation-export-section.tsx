import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type TargetLanguageCode,
  translationFormats,
  translationsApiPaths,
  translationTexts,
} from '../../../contract/api/translations';
import { Button } from '../../../ui/button';
import { SelectField } from './select-field';
import { useDownload } from './use-download';

type Format = (typeof translationFormats)[number];
type Texts = (typeof translationTexts)[number];

const formatLabels = {
  'xliff-2.0': 'TRANSLATIONS.FORMAT_XLIFF2',
  'xliff-1.2': 'TRANSLATIONS.FORMAT_XLIFF12',
  csv: 'TRANSLATIONS.FORMAT_CSV',
} as const satisfies Record<Format, string>;
const textsLabels = {
  questionnaire: 'TRANSLATIONS.TEXTS_QUESTIONNAIRE',
  interface: 'TRANSLATIONS.TEXTS_INTERFACE',
} as const satisfies Record<Texts, string>;

/** The name the server gives the file too. */
function fileName(texts: Texts, language: TargetLanguageCode, format: Format) {
  const extension = format === 'csv' ? 'csv' : format === 'xliff-1.2' ? 'xliff12.xlf' : 'xlf';
  return `${texts}-${language}.${extension}`;
}

/** Downloads the texts of the chosen language in the chosen format, English beside them. */
export function TranslationExportSection({ language }: { language: TargetLanguageCode }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<Format>('xliff-2.0');
  const [texts, setTexts] = useState<Texts>('questionnaire');
  const file = useDownload();

  function download(event: FormEvent) {
    event.preventDefault();
    const query = new URLSearchParams({ language, format, texts });
    void file.download(`${translationsApiPaths.export}?${query}`, {}, fileName(texts, language, format));
  }

  return (
    <form noValidate onSubmit={download} aria-labelledby="translations-export" className="mt-8 flex flex-col gap-5">
      <h2 id="translations-export" className="font-heading text-2xl font-bold">
        {t('TRANSLATIONS.EXPORT_TITLE')}
      </h2>
      <SelectField
        id="translations-texts"
        label={t('TRANSLATIONS.TEXTS')}
        value={texts}
        onChange={(e) => setTexts(e.target.value as Texts)}
      >
        {translationTexts.map((item) => (
          <option key={item} value={item}>
            {t(textsLabels[item])}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="translations-format"
        label={t('TRANSLATIONS.FORMAT')}
        value={format}
        onChange={(e) => setFormat(e.target.value as Format)}
      >
        {translationFormats.map((item) => (
          <option key={item} value={item}>
            {t(formatLabels[item])}
          </option>
        ))}
      </SelectField>
      <div>
        <Button type="submit" loading={file.busy}>
          {t('TRANSLATIONS.DOWNLOAD')}
        </Button>
      </div>
    </form>
  );
}
