import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkButton } from './link-button';
import { linkButtonExamples } from './link-button.examples';
import { LinkRenderProvider } from './link-render';

const meta = {
  title: 'Primitives/LinkButton',
  component: LinkButton,
  args: linkButtonExamples.primary,
} satisfies Meta<typeof LinkButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: linkButtonExamples.primary };
export const Secondary: Story = { args: linkButtonExamples.secondary };
export const Ghost: Story = { args: linkButtonExamples.ghost };
export const Large: Story = { args: linkButtonExamples.large };
export const LongGerman: Story = { args: linkButtonExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: linkButtonExamples.cyrillic, globals: { locale: 'bg' } };

/** The app passes its router's Link once through LinkRenderProvider; here a stand-in marks the links it renders. */
export const WithLinkRenderer: Story = {
  render: (args) => (
    <LinkRenderProvider
      renderLink={({ children, ...props }) => (
        <a data-router-link="" {...props}>
          {children}
        </a>
      )}
    >
      <LinkButton {...args} />
    </LinkRenderProvider>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      {Object.entries(linkButtonExamples).map(([name, props]) => (
        <LinkButton key={name} {...props} />
      ))}
    </div>
  ),
};
