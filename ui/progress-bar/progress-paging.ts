import { isPhoneWidth } from '../../contract/limits';

/**
 * The paging rule of docs/product/limits.md: "page size starts from a 450 px threshold that grows by 70 per extra
 * step; +2 when fewer than 10 steps; +2 when width under 820 px. Bar width is 60 per step plus 56."
 *
 * How we read it: each step on a page needs the window to reach one more threshold. The first threshold
 * is 450 px and each further one is 70 px higher (450, 520, 590, …), so a page holds as many steps as
 * thresholds the window width reaches: 0 below 450 px, 1 at 450 px, 6 at 820 px, 12 at 1280 px. Two steps
 * are added when the survey has fewer than 10 steps, and two more in the phone layout (under 820 px),
 * as docs/product/behaviour.md says. A page always holds at least 1 step and never more than there are steps.
 */
export const progressPaging = {
  firstThresholdPx: 450,
  thresholdGrowthPx: 70,
  fewStepsBelow: 10,
  fewStepsBonus: 2,
  phoneBonus: 2,
  stepWidthPx: 60,
  barExtraPx: 56,
} as const;

export interface ProgressPageSizeInput {
  /** The window's inner width in CSS px. */
  width: number;
  /** How many steps (questions) the bar has in all. */
  total: number;
}

/** How many steps one page of the progress bar shows. */
export function progressPageSize({ width, total }: ProgressPageSizeInput): number {
  const { firstThresholdPx, thresholdGrowthPx, fewStepsBelow, fewStepsBonus, phoneBonus } = progressPaging;
  let size = width < firstThresholdPx ? 0 : Math.floor((width - firstThresholdPx) / thresholdGrowthPx) + 1;
  if (total < fewStepsBelow) size += fewStepsBonus;
  if (isPhoneWidth(width)) size += phoneBonus;
  return Math.max(1, Math.min(size, Math.max(total, 1)));
}

/** The 0-based page that holds the step at a 0-based index. */
export function progressPageOf(index: number, pageSize: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, pageSize));
}

export function progressPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The 0-based indexes [start, end) of the steps on a page. */
export function progressPageRange(page: number, pageSize: number, total: number): { start: number; end: number } {
  const start = Math.min(page * pageSize, Math.max(0, total - 1));
  return { start, end: Math.min(total, start + pageSize) };
}

/** The step list's width in px: 60 per step on the page plus 56. */
export function progressBarWidth(stepsOnPage: number): number {
  return stepsOnPage * progressPaging.stepWidthPx + progressPaging.barExtraPx;
}
