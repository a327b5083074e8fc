import { useTranslation } from 'react-i18next';
import type { PlaceWire } from '../../../contract/api/translations';
import { isLanguageCode, type LanguageCode } from '../../../contract/languages';

const partKeys = {
  name: 'TRANSLATIONS.PART_NAME',
  description: 'TRANSLATIONS.PART_DESCRIPTION',
  title: 'TRANSLATIONS.PART_TITLE',
  recommendation: 'TRANSLATIONS.PART_RECOMMENDATION',
  text: 'TRANSLATIONS.PART_TEXT',
  picture: 'TRANSLATIONS.PART_PICTURE',
  option: 'TRANSLATIONS.PART_OPTION',
  item: 'TRANSLATIONS.PART_ITEM',
  grade: 'TRANSLATIONS.PART_GRADE',
  row: 'TRANSLATIONS.PART_ROW',
} as const satisfies Record<PlaceWire['part'], string>;

/** The reader's language, as the server takes it for the names in a place (English for anything else). */
export function useDisplayLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.language?.slice(0, 2);
  return isLanguageCode(language) ? language : 'en';
}

/**
 * "Thema „Digitale Kompetenzen“ › Unterthema „Sicherheit“ › Frage 3 › Antwort 2": where a questionnaire text
 * appears, in the reader's language; a text without a place (an interface text) by its `where`, else its key.
 */
export function usePlaceWords() {
  const { t } = useTranslation();
  return (item: { place?: PlaceWire; where?: string; key?: string; id?: string }) => {
    const { place } = item;
    if (!place) return item.where || item.key || item.id || '';
    return [
      t('TRANSLATIONS.PLACE_TOPIC', { name: place.topic }),
      place.subTopic === undefined ? undefined : t('TRANSLATIONS.PLACE_SUB_TOPIC', { name: place.subTopic }),
      place.level === undefined ? undefined : t('TRANSLATIONS.PLACE_LEVEL', { number: place.level }),
      place.question === undefined ? undefined : t('TRANSLATIONS.PLACE_QUESTION', { number: place.question }),
      t(partKeys[place.part], { number: place.number }),
    ]
      .filter((part) => part !== undefined)
      .join(' › ');
  };
}
