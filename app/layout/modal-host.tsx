import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { topicSelectPath } from '../features/take-survey/use-take-survey';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { modalClosed } from '../store/modal-slice';
import { useConfigQuery } from '../store/survey-api';

// The dialog code (Radix Dialog, scroll lock) loads when a modal first opens, not with the first page (issue 13).
const TakeSurveyModal = lazy(() =>
  import('../features/take-survey/take-survey-modal').then((m) => ({ default: m.TakeSurveyModal })),
);

/** Renders the modal named in the store's modal state (see modal-slice.ts for why it holds a name). */
export function ModalHost() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { showModal, component, props } = useAppSelector((state) => state.modal);
  // Read at start: the take-survey modal's without-registration button follows ALLOW_ANONYMOUS.
  const { data: config } = useConfigQuery();
  const open = showModal && component === 'take-survey';
  // Mounted from the first opening on, so closing keeps the dialog's own closing behaviour.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  const close = () => dispatch(modalClosed());
  const variant = props.variant === 'wlb' ? 'wlb' : 'general';
  return (
    <Suspense fallback={null}>
      <TakeSurveyModal
        open={open}
        onClose={close}
        allowAnonymous={config?.allow_anonymous ?? false}
        onAnonymous={() => void navigate(topicSelectPath(variant))}
      />
    </Suspense>
  );
}
