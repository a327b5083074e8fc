export { ProgressBar, type ProgressBarProps } from './progress-bar';
export {
  type ProgressPageSizeInput,
  progressBarWidth,
  progressPageCount,
  progressPageOf,
  progressPageRange,
  progressPageSize,
  progressPaging,
} from './progress-paging';
