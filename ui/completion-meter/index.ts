export { CompletionMeter, type CompletionMeterProps } from './completion-meter';
