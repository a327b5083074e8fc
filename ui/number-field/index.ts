export { NumberField, type NumberFieldProps, parseNumber } from './number-field';
