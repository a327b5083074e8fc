import type { ToolVariant } from '../take-survey/use-take-survey';

/** Addresses of the survey screens in either tool (spec section 2): the variant's live under /wlb. */
const prefix = (variant: ToolVariant) => (variant === 'wlb' ? '/wlb' : '');

export const homePath = (variant: ToolVariant) => (variant === 'wlb' ? '/wlb' : '/');
export const questionnairePath = (variant: ToolVariant, topicId: number, options: { retry?: boolean } = {}) =>
  `${prefix(variant)}/questionnaire?topic-id=${topicId}${options.retry ? '&retry=1' : ''}`;
export const resultPath = (variant: ToolVariant, attemptId: string) =>
  `${prefix(variant)}/result?id=${encodeURIComponent(attemptId)}`;
export const variantOfPath = (pathname: string): ToolVariant => (pathname.split('/')[1] === 'wlb' ? 'wlb' : 'general');
