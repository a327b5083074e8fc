export { SupportReference, type SupportReferenceProps } from './support-reference';
