export {
  ConfirmModal,
  type ConfirmModalProps,
  type ConfirmNameInput,
  type ConfirmValues,
  type ConfirmVariant,
} from './confirm-modal';
