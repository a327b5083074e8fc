import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fallbackLanguage, type LanguageCode } from '../../contract/languages';

export interface LanguageState {
  language: LanguageCode;
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: { language: fallbackLanguage } as LanguageState,
  reducers: {
    languageChanged(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
    },
  },
});

export const { languageChanged } = languageSlice.actions;
