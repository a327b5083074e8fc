import { useState } from 'react';
import { unexpectedError } from '../../../contract/wire';
import { useSnackbar } from '../../shared/use-snackbar';
import { useAppSelector } from '../../store/hooks';
import { DownloadFailure, downloadFile } from './download';

/** A staff download with its loading state; a failure shows the documented export error in the snackbar. */
export function useDownload() {
  const snackbar = useSnackbar();
  const token = useAppSelector((state) => state.auth.token);
  const [busy, setBusy] = useState(false);

  async function download(url: string, init: RequestInit, filename: string) {
    setBusy(true);
    try {
      await downloadFile(url, init, token, filename);
    } catch (error) {
      // A network failure (no answer) counts as the shared client's 500, without an id.
      const { status, requestId } = error instanceof DownloadFailure ? error : { status: 500, requestId: undefined };
      snackbar.failure({ status, requestId, messageKey: `BACKEND-RESPONSES.${unexpectedError.en}` });
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
