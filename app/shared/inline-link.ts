/** The look of a text link inside a sentence or beside a form: bold, underlined, a 44 px target. */
export const inlineLinkClass =
  'inline-flex min-h-11 items-center font-bold text-accent underline underline-offset-4 hover:decoration-4 focus-visible:outline-4 focus-visible:outline-focus';
