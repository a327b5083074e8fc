import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../ui/confirm-modal';
import type { QuestionEditor } from './use-question-editor';

/**
 * Asks before a save that makes a new version (docs/content.md "Versions of a question"): how many completed
 * surveys keep the earlier version, and which version new answers use.
 */
export function NewVersionModal({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const stored = editor.existing.data;
  if (!stored) return null;
  return (
    <ConfirmModal
      open={editor.confirmingVersion}
      onOpenChange={editor.setConfirmingVersion}
      variant="create"
      confirmLabel={t('STAFF.NEW_VERSION_SAVE')}
      title={t('STAFF.NEW_VERSION_TITLE')}
      description={t('STAFF.NEW_VERSION_TEXT', {
        count: stored.completed_answers,
        open: stored.open_answers,
        version: stored.version,
        next: stored.version + 1,
      })}
      busy={editor.saving}
      onConfirm={editor.confirmVersion}
    />
  );
}
