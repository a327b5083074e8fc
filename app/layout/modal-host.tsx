import { useNavigate } from 'react-router';
import { TakeSurveyModal } from '../features/take-survey/take-survey-modal';
import { topicSelectPath } from '../features/take-survey/use-take-survey';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { modalClosed } from '../store/modal-slice';
import { useConfigQuery } from '../store/survey-api';

/** Renders the modal named in the store's modal state (see modal-slice.ts for why it holds a name). */
export function ModalHost() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { showModal, component, props } = useAppSelector((state) => state.modal);
  // Read at start: the take-survey modal's without-registration button follows ALLOW_ANONYMOUS.
  const { data: config } = useConfigQuery();
  const close = () => dispatch(modalClosed());
  const variant = props.variant === 'wlb' ? 'wlb' : 'general';
  return (
    <TakeSurveyModal
      open={showModal && component === 'take-survey'}
      onClose={close}
      allowAnonymous={config?.allow_anonymous ?? false}
      onAnonymous={() => void navigate(topicSelectPath(variant))}
    />
  );
}
