import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import { QuestionsSection } from './admin/questions-section';
import { SubTopicsSection } from './admin/sub-topics-section';
import { type AdminPanel, useAdminPanel } from './admin/use-admin-panel';
import { SelectField } from './select-field';
import { TopicOptions } from './topic-options';

/** /padmin: the admin panel of docs/product/screens.md (topic, its sub-topics and questions). */
export function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.PADMIN'));
  const panel = useAdminPanel();
  const { topics, subTopics, topic } = panel;
  return (
    <section aria-labelledby="page-title" className="relative page-column max-w-5xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.PADMIN')}
      </h1>
      {panel.loading ? <LoadingOverlay label={t('STAFF.LOADING')} /> : null}
      {topics.isError || subTopics.isError ? (
        <p role="alert" className="mt-4 font-bold text-danger text-lg">
          {t('STAFF.SUBTOPICS_FAILED')}
        </p>
      ) : null}
      <SelectField
        id="admin-topic"
        className="mt-6 max-w-xl"
        label={t('STAFF.TOPIC')}
        value={topic || ''}
        onChange={(event) => panel.chooseTopic(event.target.value)}
      >
        <TopicOptions topics={topics.data} />
      </SelectField>
      <SubTopicsSection panel={panel} />
      <QuestionsSection panel={panel} />
      <DeleteConfirmModal panel={panel} />
    </section>
  );
}

/** Asks before deleting a sub-topic or question; results already given stay. */
function DeleteConfirmModal({ panel }: { panel: AdminPanel }) {
  const { t } = useTranslation();
  const { toDelete } = panel;
  return (
    <ConfirmModal
      open={toDelete !== null}
      onOpenChange={(open) => (open ? null : panel.setToDelete(null))}
      variant="delete"
      title={
        toDelete
          ? t(toDelete.kind === 'question' ? 'STAFF.CONFIRM_DELETE_QUESTION' : 'STAFF.CONFIRM_DELETE_SUBTOPIC', {
              id: toDelete.id,
            })
          : ''
      }
      description={t('STAFF.DELETE_KEEPS_RESULTS')}
      onConfirm={panel.confirmDelete}
    />
  );
}
