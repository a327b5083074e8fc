import { useTranslation } from 'react-i18next';
import type { Tool } from '../../../contract/content';
import { Button } from '../../../ui/button';
import goalsImage from '../../assets/illustrations/goals.svg';
import introGeneral from '../../assets/illustrations/intro-general.svg';
import introWlb from '../../assets/illustrations/intro-wlb.svg';
import { useTakeSurvey } from '../../features/take-survey/use-take-survey';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { homePath } from '../../shared/paths';
import { PartnersSection } from './partners-section';

/** Home of the general tool (/) and of the work-life balance tool (/wlb): intro, about, partners. */
export function HomePage({ variant }: { variant: Tool }) {
  const { t } = useTranslation();
  const ns = variant === 'wlb' ? 'WLB_HOMEPAGE' : 'HOMEPAGE';
  const takeSurvey = useTakeSurvey(variant);
  usePageHead(undefined, { canonicalPath: homePath(variant) });
  return (
    <>
      <section aria-labelledby="intro-title" className="bg-surface">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 desktop:grid-cols-2 desktop:py-16">
          <div>
            <h1 id="intro-title" className="font-heading text-3xl font-bold leading-tight desktop:text-5xl">
              {t(`${ns}.INTRO.TITLE`)}
            </h1>
            <p className="mt-5 max-w-prose text-xl">{t(`${ns}.INTRO.DESCRIPTION`)}</p>
            <Button size="large" className="mt-8" onClick={takeSurvey}>
              {t(`${ns}.INTRO.BUTTON`)}
            </Button>
          </div>
          <img
            src={variant === 'wlb' ? introWlb : introGeneral}
            alt={t(`${ns}.INTRO.IMAGE_ALT`)}
            width={480}
            height={360}
            fetchPriority="high"
            className="h-auto w-full max-w-lg justify-self-center"
          />
        </div>
      </section>
      <section aria-labelledby="about-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="about-title" className="font-heading text-3xl font-bold">
          {t(`${ns}.ABOUT.TITLE`)}
        </h2>
        <div className="mt-6 grid gap-8 desktop:grid-cols-[1fr_1fr_minmax(0,360px)]">
          <div>
            <h3 className="font-heading text-2xl font-bold">{t(`${ns}.ABOUT.WHO_TITLE`)}</h3>
            <p className="mt-3 max-w-prose">{t(`${ns}.ABOUT.WHO_TEXT`)}</p>
          </div>
          <div>
            <h3 className="font-heading text-2xl font-bold">{t(`${ns}.ABOUT.GOAL_TITLE`)}</h3>
            <p className="mt-3 max-w-prose">{t(`${ns}.ABOUT.GOAL_TEXT_1`)}</p>
            <p className="mt-3 max-w-prose">{t(`${ns}.ABOUT.GOAL_TEXT_2`)}</p>
          </div>
          <img
            src={goalsImage}
            alt={t('HOMEPAGE.ABOUT.GOALS_IMAGE_ALT')}
            width={400}
            height={320}
            loading="lazy"
            className="hidden h-auto w-full desktop:block"
          />
        </div>
      </section>
      <PartnersSection />
    </>
  );
}
