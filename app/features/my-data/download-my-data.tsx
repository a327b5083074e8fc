import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { saveBlob } from '../../../ui/lib/save-blob';
import { toApiFailure } from '../../shared/api-failure';
import { useSnackbar } from '../../shared/use-snackbar';
import { useMyDataMutation } from '../../store/results-api';

/** "Download my data" (GDPR right of access and portability): the server builds the file, only for the owner. */
export function DownloadMyData() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [download, { isLoading }] = useMyDataMutation();

  async function onDownload() {
    try {
      const text = await download().unwrap();
      saveBlob(new Blob([text], { type: 'application/json' }), `my-data-${new Date().toISOString().slice(0, 10)}.json`);
      snackbar.success('MY_DATA.DOWNLOADED');
    } catch (error) {
      snackbar.failure(toApiFailure(error));
    }
  }

  return (
    <section aria-labelledby="my-data-heading" className="flex flex-col gap-3 border-border border-t-2 pt-6">
      <h2 id="my-data-heading" className="m-0 font-bold font-heading text-2xl">
        {t('MY_DATA.HEADING')}
      </h2>
      <p className="m-0 text-lg">{t('MY_DATA.TEXT')}</p>
      <div>
        <Button variant="secondary" loading={isLoading} onClick={onDownload}>
          {t('MY_DATA.DOWNLOAD')}
        </Button>
      </div>
    </section>
  );
}
