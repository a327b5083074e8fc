export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary';
