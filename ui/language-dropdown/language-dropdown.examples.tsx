import type { LanguageDropdownProps } from './language-dropdown';

type Example = Omit<LanguageDropdownProps, 'onChange'>;

/** Named examples shared by the stories, the render tests and the axe loop. */
export const languageDropdownExamples = {
  english: { value: 'en' },
  czech: { value: 'cs' },
  open: { value: 'en', defaultOpen: true },
  longGerman: { value: 'de', defaultOpen: true },
  cyrillic: { value: 'bg', defaultOpen: true },
} satisfies Record<string, Example>;
