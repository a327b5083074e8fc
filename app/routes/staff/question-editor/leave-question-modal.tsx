import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../ui/confirm-modal';
import type { QuestionEditor } from './use-question-editor';

/** Asks before leaving the editor with unsaved changes for another page of the app. */
export function LeaveQuestionModal({ blocker }: Pick<QuestionEditor, 'blocker'>) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open ? null : blocker.reset?.())}
      variant="delete"
      confirmLabel={t('STAFF.LEAVE')}
      title={t('STAFF.UNSAVED_TITLE')}
      description={t('STAFF.UNSAVED_TEXT')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
