import type { ErrorPageProps } from './error-page';

const onReload = () => {};

/** Named examples shared by the stories, the render tests and the axe loop. */
export const errorPageExamples = {
  default: { onReload },
  withContact: { onReload, contactHref: 'mailto:support@example.org' },
} satisfies Record<string, ErrorPageProps>;
