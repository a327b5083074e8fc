import type { SupportReferenceProps } from './support-reference';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const supportReferenceExamples = {
  english: { label: 'If you contact us, please quote this reference:', id: '3f2a9c4e-7b1d-4e8a-9f60-2c5d8e1b7a43' },
  longGerman: {
    label: 'Wenn Sie sich an uns wenden, nennen Sie bitte diese Kennung:',
    id: '3f2a9c4e-7b1d-4e8a-9f60-2c5d8e1b7a43',
  },
  cyrillic: { label: 'Ако се свържете с нас, моля, посочете този код:', id: '01JDQ7ZK3M8V4X2N6P0R5T9W1Y' },
} satisfies Record<string, SupportReferenceProps>;
