import { lazy } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { modalClosed } from '../store/modal-slice';
import { MountOnceOpen } from './mount-once-open';

// The dialog code and the settings call load when the modal first opens, not with the first page.
const TakeSurveyDialog = lazy(() =>
  import('../features/take-survey/take-survey-dialog').then((m) => ({ default: m.TakeSurveyDialog })),
);

/** Renders the modal named in the store's modal state (see modal-slice.ts for why it holds a name). */
export function ModalHost() {
  const dispatch = useAppDispatch();
  const { showModal, component, props } = useAppSelector((state) => state.modal);
  const open = showModal && component === 'take-survey';
  return (
    <MountOnceOpen open={open}>
      <TakeSurveyDialog
        open={open}
        onClose={() => dispatch(modalClosed())}
        variant={props.variant === 'wlb' ? 'wlb' : 'general'}
      />
    </MountOnceOpen>
  );
}
