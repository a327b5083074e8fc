import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { JumpToTop } from './jump-to-top';
import { jumpToTopExamples } from './jump-to-top.examples';

/** Scrolls the story 400 px down before the button first checks the scroll position. */
function ScrolledDown() {
  useLayoutEffect(() => {
    window.scrollTo(0, 400);
  }, []);
  return null;
}

const meta = {
  title: 'Survey/Jump to top',
  component: JumpToTop,
  args: jumpToTopExamples.phone,
  // Each story scrolls its window: on the docs page each gets its own frame.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: (args) => (
    <div>
      <h1 id="question-heading" tabIndex={-1} className="m-0 font-heading text-2xl">
        Question 4: How often do you use e-mail?
      </h1>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>Answer option {i + 1}. The button appears on phones once the page is scrolled 150 px down.</p>
      ))}
      <ScrolledDown />
      <JumpToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof JumpToTop>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnPhoneScrolledDown: Story = { args: jumpToTopExamples.phone };
export const WithFocusTarget: Story = { args: jumpToTopExamples.phoneWithFocusTarget };
/** Hidden: the desktop layout has no jump-to-top button. */
export const OnDesktop: Story = { args: jumpToTopExamples.desktop };
export const LongGerman: Story = { args: jumpToTopExamples.phone, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: jumpToTopExamples.phone, globals: { locale: 'bg' } };
export const AllStates: Story = { args: jumpToTopExamples.phoneWithFocusTarget };
