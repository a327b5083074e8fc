export { isTextEntry } from './is-text-entry';
export { Modal, ModalClose, type ModalKind, type ModalProps, modalContentVariants, modalOverlayVariants } from './modal';
