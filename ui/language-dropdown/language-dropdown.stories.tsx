import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { LanguageCode } from '../../contract/languages';
import { LanguageDropdown, type LanguageDropdownProps } from './language-dropdown';
import { languageDropdownExamples } from './language-dropdown.examples';

/** Keeps the chosen language in story state (the app passes it to i18next instead). */
function StatefulLanguageDropdown(props: Omit<LanguageDropdownProps, 'onChange'>) {
  const [value, setValue] = useState<LanguageCode>(props.value);
  return <LanguageDropdown {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Navbar/LanguageDropdown',
  component: StatefulLanguageDropdown,
  args: languageDropdownExamples.english,
  decorators: [(Story) => <div className="flex min-h-[40rem] items-start justify-end">{Story()}</div>],
} satisfies Meta<typeof StatefulLanguageDropdown>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = { args: languageDropdownExamples.english };
export const Czech: Story = { args: languageDropdownExamples.czech };
export const Open: Story = { args: languageDropdownExamples.open };
export const LongGerman: Story = { args: languageDropdownExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: languageDropdownExamples.cyrillic, globals: { locale: 'bg' } };

/** The closed trigger for every language. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-4">
      {(['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs'] as const).map((code) => (
        <StatefulLanguageDropdown key={code} value={code} />
      ))}
    </div>
  ),
};
