import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneMenu } from './phone-menu';
import { phoneMenuExamples } from './phone-menu.examples';

const meta = {
  title: 'Navbar/Phone menu',
  component: PhoneMenu,
  args: phoneMenuExamples.closed,
  // Overlays are fixed to the window: on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof PhoneMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: phoneMenuExamples.closed };
export const OpenAnonymous: Story = { args: phoneMenuExamples.anonymous };
export const OpenLoggedIn: Story = { args: phoneMenuExamples.loggedIn };
export const OpenStaff: Story = { args: phoneMenuExamples.staff };
export const LongGerman: Story = { args: phoneMenuExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: phoneMenuExamples.cyrillic, globals: { locale: 'bg' } };

/** Both account states behind their hamburgers; open either. */
export const AllStates: Story = {
  render: () => (
    <div className="flex gap-4">
      <PhoneMenu {...phoneMenuExamples.anonymous} defaultOpen={false} />
      <PhoneMenu {...phoneMenuExamples.loggedIn} defaultOpen={false} />
    </div>
  ),
};
