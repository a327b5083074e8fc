import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isAttemptId } from '../../../contract/api/attempt-id';
import { failureReference, toApiFailure } from '../../shared/api-failure';
import { ContentLoading } from '../../layout/content-loading';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { useAppSelector } from '../../store/hooks';
import { useAttemptResultsQuery } from '../../store/results-api';
import { LoadProblem } from './load-problem';
import { resultColumnClass, resultPartsStandIns } from './result-layout';
import { ResultView } from './result-view';

/** /result and /wlb/result (docs/product/screens.md): the result of the attempt in `?id=`, for its owner only. */
export function ResultPage() {
  const { t } = useTranslation();
  usePageHead(t('PAGES.RESULT'));
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const language = useAppSelector((state) => state.language.language);
  const valid = isAttemptId(id);
  const { data, error, isFetching, isLoading, refetch } = useAttemptResultsQuery({ id, language }, { skip: !valid });

  if (!valid) return <LoadProblem kind="unavailable" />;
  if (isLoading || (isFetching && !data)) {
    // The result's layout: the headings, the buttons and the chart (result-view.tsx).
    return (
      <ContentLoading label={t('RESULT_PAGE.LOADING')} className={resultColumnClass} blocks={['h-16', ...resultPartsStandIns]} />
    );
  }
  if (error || !data?.length) {
    const failure = toApiFailure(error);
    // 404: unknown or someone else's attempt; 400: not completed. Both get a way back, never a blank page.
    const unavailable = failure.status === 404 || failure.status === 400;
    return (
      <LoadProblem
        kind={unavailable ? 'unavailable' : 'failed'}
        messageKey={failure.messageKey}
        reference={failureReference(failure)}
        onRetry={() => refetch()}
      />
    );
  }
  return <ResultView attempts={data} />;
}
