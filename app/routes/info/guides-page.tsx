import { useTranslation } from 'react-i18next';
import answersKeptImage from '../../assets/illustrations/guide-answers-kept.svg?no-inline';
import keyboardImage from '../../assets/illustrations/guide-keyboard.svg?no-inline';
import surveyImage from '../../assets/illustrations/guide-survey.svg?no-inline';
import textSizeImage from '../../assets/illustrations/guide-text-size.svg?no-inline';
import guidesImage from '../../assets/illustrations/guides.svg';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { InfoPage, InfoSection } from './info-page';

/** One guide: a heading, a picture (below the fold, so loaded lazily, with its size reserved) and its steps. */
interface Guide {
  key: 'SURVEY' | 'KEPT' | 'TEXT_SIZE' | 'KEYBOARD';
  image: string;
  steps: number;
  /** Numbered steps in order (taking a survey), or points in any order. */
  ordered: boolean;
}

const guides: Guide[] = [
  { key: 'SURVEY', image: surveyImage, steps: 4, ordered: true },
  { key: 'KEPT', image: answersKeptImage, steps: 4, ordered: false },
  { key: 'TEXT_SIZE', image: textSizeImage, steps: 2, ordered: false },
  { key: 'KEYBOARD', image: keyboardImage, steps: 4, ordered: false },
];

/** /guides: how to take a survey, how answers are kept (offline too), larger text and the keyboard. */
export function GuidesPage() {
  const { t } = useTranslation();
  usePageHead(t('GUIDES.TITLE'));
  // The names of the buttons and links the steps mention, as the page shows them in this language.
  const names = {
    survey: t('NAV.SURVEY'),
    next: t('SURVEY.NEXT'),
    back: t('SURVEY.BACK'),
    complete: t('SURVEY.COMPLETE'),
    saveExit: t('SURVEY.SAVE_AND_EXIT'),
    skip: t('APP.SKIP_TO_CONTENT'),
    instructions: t('QUESTION.DND-INSTRUCTIONS'),
  };
  return (
    <InfoPage title={t('GUIDES.TITLE')}>
      <p className="max-w-prose text-xl">{t('GUIDES.DESCRIPTION')}</p>
      <img src={guidesImage} alt={t('GUIDES.IMAGE_ALT')} width={400} height={300} className="h-auto w-full max-w-md" />
      {guides.map(({ key, image, steps, ordered }) => {
        const List = ordered ? 'ol' : 'ul';
        return (
          <InfoSection key={key} title={t(`GUIDES.${key}.TITLE`)}>
            <img
              src={image}
              alt={t(`GUIDES.${key}.IMAGE_ALT`)}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-md"
            />
            <List className={`m-0 flex max-w-prose flex-col gap-3 ps-7 ${ordered ? 'list-decimal' : 'list-disc'}`}>
              {Array.from({ length: steps }, (_, index) => (
                <li key={index}>{t(`GUIDES.${key}.STEP_${index + 1}`, names)}</li>
              ))}
            </List>
          </InfoSection>
        );
      })}
    </InfoPage>
  );
}
