import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenu } from './user-menu';
import { userMenuExamples } from './user-menu.examples';

const meta = {
  title: 'Navbar/UserMenu',
  component: UserMenu,
  args: userMenuExamples.user,
  decorators: [(Story) => <div className="flex min-h-96 items-start justify-end">{Story()}</div>],
} satisfies Meta<typeof UserMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: userMenuExamples.user };
export const Open: Story = { args: userMenuExamples.open };
export const StaffOpen: Story = { args: userMenuExamples.staffOpen };
export const LongGerman: Story = { args: userMenuExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: userMenuExamples.cyrillic, globals: { locale: 'bg' } };

/** The closed trigger of every example (only one menu can be open at a time). */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-4">
      {Object.entries(userMenuExamples).map(([name, props]) => (
        <UserMenu key={name} {...props} defaultOpen={false} />
      ))}
    </div>
  ),
};
