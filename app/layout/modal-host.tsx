import { TakeSurveyModal } from '../features/take-survey/take-survey-modal';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { modalClosed } from '../store/modal-slice';

/** Renders the modal named in the store's modal state (see modal-slice.ts for why it holds a name). */
export function ModalHost() {
  const dispatch = useAppDispatch();
  const { showModal, component } = useAppSelector((state) => state.modal);
  const close = () => dispatch(modalClosed());
  return <TakeSurveyModal open={showModal && component === 'take-survey'} onClose={close} />;
}
