/**
 * The numbered question text's classes, apart from the component (parts.tsx) so that index.html's inline
 * script can draw a questionnaire's first question exactly as the page will, before React has loaded.
 */
export const questionHeadingClass = 'break-words font-heading text-xl font-bold leading-snug desktop:text-2xl';
