import type {
  ImportPreviewWire,
  TargetLanguageCode,
  TextHistoryWire,
  TranslationsOverviewWire,
} from '../../contract/api/translations';
import type { LanguageCode } from '../../contract/languages';
import { translationsApiPaths } from '../../contract/api/translations';
import { api } from './api';
import { clientPath } from './base-query';

/** The client's base URL already ends in /api. */

/** The Translations page's calls; the export is a download (routes/staff/download.ts). */
export const translationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    translationsOverview: build.query<TranslationsOverviewWire, { source: LanguageCode; target: TargetLanguageCode }>({
      query: (params) => ({ url: clientPath(translationsApiPaths.overview), params }),
      providesTags: ['Admin'],
    }),
    previewTranslationImport: build.mutation<ImportPreviewWire, { file: string; language: TargetLanguageCode }>({
      query: (body) => ({ url: clientPath(translationsApiPaths.preview), method: 'POST', body }),
    }),
    applyTranslationImport: build.mutation<ImportPreviewWire, { file: string; digest: string }>({
      query: (body) => ({ url: clientPath(translationsApiPaths.apply), method: 'POST', body }),
      invalidatesTags: ['Admin', 'Topics'],
    }),
    textHistory: build.query<TextHistoryWire, { unit: string; language: TargetLanguageCode }>({
      query: (params) => ({ url: clientPath(translationsApiPaths.history), params }),
      providesTags: ['Admin'],
    }),
    revertTextChange: build.mutation<TextHistoryWire, { change: number }>({
      query: (body) => ({ url: clientPath(translationsApiPaths.revert), method: 'POST', body }),
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
} = translationsApi;
