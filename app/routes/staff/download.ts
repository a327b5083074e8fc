import { authorizationHeader } from '../../../contract/api/user-paths';
import { saveBlob } from '../../../ui/lib/save-blob';

/** A download the server refused or failed: its status and, when it sent one, the request's id. */
export class DownloadFailure extends Error {
  constructor(
    url: string,
    readonly status: number,
    readonly requestId?: string,
  ) {
    super(`${url} answered ${status}`);
  }
}

/**
 * Fetches a staff download (CSV or ZIP) with the session token (a plain link could not send it) and saves it under `filename`.
 * Throws on a failed answer, so the page can show its error message.
 */
export async function downloadFile(url: string, init: RequestInit, token: string, filename: string) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', authorizationHeader(token));
  const response = await fetch(new Request(url, { ...init, headers }));
  if (!response.ok) {
    // Not read: let the request end.
    await response.body?.cancel();
    throw new DownloadFailure(url, response.status, response.headers.get('x-request-id') ?? undefined);
  }
  saveBlob(await response.blob(), filename);
}
