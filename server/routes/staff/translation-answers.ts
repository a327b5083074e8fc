import { translationMessages } from '../../../contract/messages';
import { ApiError } from '../../services/api-error';
import { FileRefusal } from '../../services/translations/imported-file';
import { PreviewOutdated, UnknownText } from '../../services/translations/translations';

/** Turns a refused file, an outdated preview or an unknown text into the wire format's 400, 409 or 404. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FileRefusal) throw new ApiError(400, translationMessages[error.reason]);
    if (error instanceof PreviewOutdated) throw new ApiError(409, translationMessages.previewOutdated);
    if (error instanceof UnknownText)
      throw new ApiError(404, error.what === 'text' ? translationMessages.unknownText : translationMessages.unknownChange);
    throw error;
  }
}
