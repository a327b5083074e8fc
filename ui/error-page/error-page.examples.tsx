import { supportReferenceExamples } from '../support-reference/support-reference.examples';
import type { ErrorPageProps } from './error-page';

const onReload = () => {};

/** Named examples shared by the stories, the render tests and the axe loop. */
export const errorPageExamples = {
  default: { onReload },
  withContact: { onReload, contactHref: 'mailto:support@example.org' },
  /** A failed call that reached no screen of its own: the request's id to quote. */
  withReference: { onReload, contactHref: 'mailto:support@example.org', reference: supportReferenceExamples.english },
  withReferenceGerman: { onReload, reference: supportReferenceExamples.longGerman },
} satisfies Record<string, ErrorPageProps>;
