import type { JumpToTopProps } from './jump-to-top';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const jumpToTopExamples = {
  phone: { isPhone: true },
  phoneWithFocusTarget: { isPhone: true, focusTargetId: 'question-heading' },
  desktop: { isPhone: false },
} satisfies Record<string, JumpToTopProps>;
