export { ResultRow, type ResultRowProps, type ResultValues } from './result-row';
