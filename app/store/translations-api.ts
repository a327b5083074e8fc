import type {
  ImportPreviewWire,
  TargetLanguageCode,
  TextHistoryWire,
  TranslationImportWire,
  TranslationsOverviewWire,
  UndoImportAnswerWire,
} from '../../contract/api/translations';
import type { LanguageCode } from '../../contract/languages';
import { translationsApiPaths } from '../../contract/api/translations';
import { api } from './api';
import { clientPath } from './base-query';

/** The client's base URL already ends in /api. */

/** `display`: the reader's language, in which the server names the topics and sub-topics of a text's place. */
type Display = { display: LanguageCode };

/** A preview, or the refusal of a file for another language, which names the file's and the chosen language. */
export type PreviewAnswer =
  | { preview: ImportPreviewWire }
  | { otherLanguage: { file: TargetLanguageCode; chosen: TargetLanguageCode } };

type OtherLanguageBody = { file_language?: TargetLanguageCode; chosen_language?: TargetLanguageCode };

/** The Translations page's calls; the export is a download (routes/staff/download.ts). */
export const translationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    translationsOverview: build.query<TranslationsOverviewWire, { source: LanguageCode; target: TargetLanguageCode } & Display>({
      query: (params) => ({ url: clientPath(translationsApiPaths.overview), params }),
      providesTags: ['Admin'],
    }),
    previewTranslationImport: build.mutation<PreviewAnswer, { file: string; language: TargetLanguageCode } & Display>({
      query: (body) => ({
        url: clientPath(translationsApiPaths.preview),
        method: 'POST',
        body,
        // The 400 that names both languages is an answer to put in words; any other 400 stays a failure.
        validateStatus: (response, answer) =>
          response.ok || (response.status === 400 && typeof answer?.file_language === 'string'),
      }),
      transformResponse: (answer: ImportPreviewWire & OtherLanguageBody) =>
        answer.file_language && answer.chosen_language
          ? { otherLanguage: { file: answer.file_language, chosen: answer.chosen_language } }
          : { preview: answer },
    }),
    applyTranslationImport: build.mutation<ImportPreviewWire, { file: string; digest: string } & Display>({
      query: (body) => ({ url: clientPath(translationsApiPaths.apply), method: 'POST', body }),
      invalidatesTags: ['Admin', 'Topics'],
    }),
    textHistory: build.query<TextHistoryWire, { unit: string; language: TargetLanguageCode } & Display>({
      query: (params) => ({ url: clientPath(translationsApiPaths.history), params }),
      providesTags: ['Admin'],
    }),
    revertTextChange: build.mutation<TextHistoryWire, { change: number } & Display>({
      query: (body) => ({ url: clientPath(translationsApiPaths.revert), method: 'POST', body }),
      invalidatesTags: ['Admin', 'Topics'],
    }),
    translationImports: build.query<TranslationImportWire[], { language: TargetLanguageCode }>({
      query: (params) => ({ url: clientPath(translationsApiPaths.imports), params }),
      providesTags: ['Admin'],
    }),
    undoTranslationImport: build.mutation<UndoImportAnswerWire, { import: number } & Display>({
      query: (body) => ({ url: clientPath(translationsApiPaths.undoImport), method: 'POST', body }),
      invalidatesTags: ['Admin', 'Topics'],
    }),
  }),
});

export const {
  useTranslationsOverviewQuery,
  usePreviewTranslationImportMutation,
  useApplyTranslationImportMutation,
  useTextHistoryQuery,
  useRevertTextChangeMutation,
  useTranslationImportsQuery,
  useUndoTranslationImportMutation,
} = translationsApi;
