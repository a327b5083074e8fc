import { useTranslation } from 'react-i18next';
import { backendMessageKey } from '../../contract/wire';
import { Button } from '../../ui/button';
import { usePageTitle } from '../shared/page-head/use-page-title';
import { useLazyTestConnectionQuery, useLazyTestSqlQuery } from '../store/api';

type CheckHook = typeof useLazyTestConnectionQuery | typeof useLazyTestSqlQuery;

function ConnectionCheck({
  id,
  labelKey,
  buttonKey,
  useCheck,
}: {
  id: string;
  labelKey: string;
  buttonKey: string;
  useCheck: CheckHook;
}) {
  const { t } = useTranslation();
  const [check, { data, isError, isFetching, isUninitialized }] = useCheck();
  const outcome = isFetching
    ? t('TESTING.CHECKING')
    : isError
      ? t('TESTING.ERROR')
      : data
        ? t(backendMessageKey(data.message), { defaultValue: data.message })
        : '';
  return (
    <div className="rounded-card border border-border bg-surface p-5">
      <h2 id={`${id}-label`} className="font-heading text-xl font-bold">
        {t(labelKey)}
      </h2>
      <Button className="mt-3" onClick={() => void check()} loading={isFetching} aria-describedby={`${id}-result`}>
        {t(buttonKey)}
      </Button>
      <p id={`${id}-result`} role="status" className="mt-3 min-h-7 text-lg" data-testid={`${id}-result`}>
        {isUninitialized ? '' : outcome}
      </p>
    </div>
  );
}

/** /testing: the backend and database checks of docs/product/screens.md, against the real server. */
export function TestingPage() {
  const { t } = useTranslation();
  usePageTitle(t('TESTING.TITLE'));
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('TESTING.TITLE')}
      </h1>
      <p className="mt-3 text-lg">{t('TESTING.INTRO')}</p>
      <div className="mt-6 grid gap-4 desktop:grid-cols-2">
        <ConnectionCheck
          id="backend"
          labelKey="TESTING.BACKEND"
          buttonKey="TESTING.CHECK_BACKEND"
          useCheck={useLazyTestConnectionQuery}
        />
        <ConnectionCheck
          id="database"
          labelKey="TESTING.DATABASE"
          buttonKey="TESTING.CHECK_DATABASE"
          useCheck={useLazyTestSqlQuery}
        />
      </div>
    </section>
  );
}
