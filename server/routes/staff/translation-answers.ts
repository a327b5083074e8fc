import { translationMessages } from '../../../contract/messages';
import { ApiError } from '../../services/api-error';
import { FileRefusal } from '../../services/translations/imported-file';
import {
  ImportAlreadyUndone,
  OtherLanguageFile,
  PreviewOutdated,
  UnknownImport,
  UnknownText,
} from '../../services/translations/translations';

/**
 * Turns a refused file, an outdated preview, an unknown text or import into the wire format's 400, 409 or 404.
 * A file for another language names both languages (`file_language`, `chosen_language`) for the page to say.
 */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OtherLanguageFile)
      throw new ApiError(400, translationMessages['wrong-language'], undefined, undefined, {
        file_language: error.fileLanguage,
        chosen_language: error.chosenLanguage,
      });
    if (error instanceof FileRefusal) throw new ApiError(400, translationMessages[error.reason]);
    if (error instanceof PreviewOutdated) throw new ApiError(409, translationMessages.previewOutdated);
    if (error instanceof UnknownText)
      throw new ApiError(404, error.what === 'text' ? translationMessages.unknownText : translationMessages.unknownChange);
    if (error instanceof UnknownImport) throw new ApiError(404, translationMessages.unknownImport);
    if (error instanceof ImportAlreadyUndone) throw new ApiError(409, translationMessages.importUndone);
    throw error;
  }
}
