import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoadingFramePath, loadingFramePaths } from '../../contract/prerendered-pages';
import { CompletionMeter } from '../../ui/completion-meter';
import { ProgressBar } from '../../ui/progress-bar';
import { QuestionHeading } from '../../ui/question/parts';
import { ResultHead, resultColumnClass, resultPartsStandIns } from '../routes/results/result-layout';
import { answersStandInClass, QuestionCard, QuestionnaireColumn } from '../routes/survey/questionnaire-layout';
import { tools } from '../../contract/content';
import { toolPages } from '../shared/paths';
import { slot } from './first-screen-slots';

/**
 * The first screens the boot script draws on a signed-in page's loading frame before the app has loaded,
 * rendered by the build (scripts/prerender.mjs) in the frame's language from the pages' own components
 * (app/routes/survey/questionnaire-layout.tsx, app/routes/results/result-layout.tsx), with slots
 * (first-screen-slots.ts) where the first call's answer goes. The quiet blocks stand in for the parts that
 * need the app; the meter and the steps are the real ones, out of sight, so the blocks are as tall.
 */

/** A quiet block as tall as the part it stands in for (the part itself, out of sight), or as `height`. */
function StandIn({ height = '', children }: { height?: string; children?: ReactNode }) {
  return (
    <div aria-hidden="true" className={`rounded-card bg-surface-muted ${height}`}>
      {children ? <div className="invisible">{children}</div> : null}
    </div>
  );
}

/** The questionnaire's first screen: the topic, the meter and steps standing in, and the question the page opens at. */
function QuestionnaireTemplate() {
  return (
    <QuestionnaireColumn topicName={slot('topic')}>
      <StandIn>
        <CompletionMeter answered={0} total={1} />
      </StandIn>
      <StandIn>
        <ProgressBar answered={[false]} current={0} onSelect={() => undefined} />
      </StandIn>
      <QuestionCard subTopicName={slot('subTopic')}>
        <fieldset className="min-w-0">
          <legend>
            <QuestionHeading number={slot('number')} text={slot('question')} />
          </legend>
          <StandIn height={answersStandInClass} />
        </fieldset>
      </QuestionCard>
    </QuestionnaireColumn>
  );
}

/** The result's first screen: its whole head, with the buttons and the chart standing in. */
function ResultTemplate() {
  const { t } = useTranslation();
  return (
    <section className={resultColumnClass}>
      <ResultHead topicName={slot('topic')} completedOn={t('RESULT_PAGE.COMPLETED_ON', { date: slot('date') })} />
      {resultPartsStandIns.map((height) => (
        <StandIn key={height} height={height} />
      ))}
    </section>
  );
}

const templates: Record<LoadingFramePath, () => ReactNode> = Object.fromEntries(
  loadingFramePaths.map((path) => [
    path,
    tools.some((tool) => toolPages(tool).result === path) ? ResultTemplate : QuestionnaireTemplate,
  ]),
) as Record<LoadingFramePath, () => ReactNode>;

/** The first screen of a loading frame's page, for the build to render (app/prerender/render-page.tsx). */
export function FirstScreenTemplate({ path }: { path: LoadingFramePath }) {
  const Template = templates[path];
  return <Template />;
}
