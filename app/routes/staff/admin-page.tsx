import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { LinkButton } from '../../../ui/link-button';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { toApiFailure } from '../../shared/api-failure';
import { questionEditorPath } from '../../shared/paths';
import { renderRouterLink } from '../../shared/router-link';
import { useSnackbar } from '../../shared/use-snackbar';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import {
  useCreateSubTopicMutation,
  useDeleteQuestionMutation,
  useDeleteSubTopicMutation,
  useStaffQuestionsQuery,
  useStaffSubTopicsQuery,
  useStaffTopicsQuery,
} from '../../store/staff-api';
import { SelectField } from './select-field';
import { StaffTable, staffCell } from './staff-table';
import { TopicOptions } from './topic-options';

/** /padmin: the admin panel of docs/product/screens.md (topic, its sub-topics and questions). */
export function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.PADMIN'));
  const snackbar = useSnackbar();
  const [params, setParams] = useSearchParams();
  const topics = useStaffTopicsQuery();
  const topic = Number(params.get('topic')) || topics.data?.[0]?.id || 0;
  const subTopics = useStaffSubTopicsQuery(topic, { skip: !topic });
  const questions = useStaffQuestionsQuery(topic, { skip: !topic });
  const [createSubTopic, creating] = useCreateSubTopicMutation();
  const [deleteSubTopic] = useDeleteSubTopicMutation();
  const [deleteQuestion] = useDeleteQuestionMutation();
  const [newOpen, setNewOpen] = useState(false);
  const [toDelete, setToDelete] = useState<{ kind: 'question' | 'subtopic'; id: number } | null>(null);
  const loading = topics.isLoading || subTopics.isFetching || questions.isFetching;

  const failed = (error: unknown) => snackbar.error(toApiFailure(error).messageKey);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      if (toDelete.kind === 'question') await deleteQuestion(toDelete.id).unwrap();
      else await deleteSubTopic(toDelete.id).unwrap();
      snackbar.success(toDelete.kind === 'question' ? 'STAFF.QUESTION_DELETED' : 'STAFF.SUBTOPIC_DELETED');
    } catch (error) {
      failed(error);
    }
    setToDelete(null);
  }

  return (
    <section aria-labelledby="page-title" className="relative page-column max-w-5xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.PADMIN')}
      </h1>
      {loading ? <LoadingOverlay label={t('STAFF.LOADING')} /> : null}
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
        onChange={(event) => setParams({ topic: event.target.value }, { replace: true })}
      >
        <TopicOptions topics={topics.data} />
      </SelectField>

      <h2 className="mt-8 font-heading text-2xl font-bold">{t('STAFF.SUBTOPICS')}</h2>
      <Button className="mt-3" variant="secondary" onClick={() => setNewOpen(true)} disabled={!topic}>
        {t('STAFF.NEW_SUBTOPIC')}
      </Button>
      <StaffTable
        caption={t('STAFF.SUBTOPICS')}
        columns={[{ label: t('STAFF.ID') }, { label: t('STAFF.NAME') }, { label: t('STAFF.DELETE'), hidden: true }]}
      >
        {(subTopics.data ?? []).map((sub) => (
          <tr key={sub.id}>
            <td className={staffCell}>{sub.id}</td>
            <td className={staffCell}>{sub.name}</td>
            <td className={staffCell}>
              <Button variant="ghost" onClick={() => setToDelete({ kind: 'subtopic', id: sub.id })}>
                {t('STAFF.DELETE')}
                <span className="sr-only"> {sub.name}</span>
              </Button>
            </td>
          </tr>
        ))}
      </StaffTable>

      <h2 className="mt-8 font-heading text-2xl font-bold">{t('STAFF.QUESTIONS')}</h2>
      <LinkButton className="mt-3" variant="secondary" href={questionEditorPath({ topic })} renderLink={renderRouterLink}>
        {t('STAFF.NEW_QUESTION')}
      </LinkButton>
      <StaffTable
        caption={t('STAFF.QUESTIONS')}
        columns={[
          { label: t('STAFF.ID') },
          { label: t('STAFF.TYPE') },
          { label: t('STAFF.TEXT') },
          { label: t('STAFF.EDIT'), hidden: true },
          { label: t('STAFF.DELETE'), hidden: true },
        ]}
      >
        {(questions.data ?? []).map((q) => (
          <tr key={q.id}>
            <td className={staffCell}>{q.id}</td>
            <td className={staffCell}>{q.type}</td>
            <td className={staffCell}>{q.text}</td>
            <td className={staffCell}>
              {q.type === 'SCL' ? (
                <LinkButton
                  variant="ghost"
                  href={questionEditorPath({ question: q.id, topic, subtopic: q.sub_topic.id })}
                  renderLink={renderRouterLink}
                >
                  {t('STAFF.EDIT')}
                  <span className="sr-only"> {t('STAFF.QUESTION_ID', { id: q.id })}</span>
                </LinkButton>
              ) : null}
            </td>
            <td className={staffCell}>
              <Button variant="ghost" onClick={() => setToDelete({ kind: 'question', id: q.id })}>
                {t('STAFF.DELETE')}
                <span className="sr-only"> {t('STAFF.QUESTION_ID', { id: q.id })}</span>
              </Button>
            </td>
          </tr>
        ))}
      </StaffTable>

      <ConfirmModal
        open={newOpen}
        onOpenChange={setNewOpen}
        variant="create"
        title={t('STAFF.NEW_SUBTOPIC')}
        nameInput={{ label: t('STAFF.SUBTOPIC_NAME') }}
        busy={creating.isLoading}
        onConfirm={async ({ name }) => {
          try {
            await createSubTopic({ name: name ?? '', topic }).unwrap();
            snackbar.success('STAFF.SUBTOPIC_CREATED');
          } catch (error) {
            failed(error);
            return false;
          }
        }}
      />
      <ConfirmModal
        open={toDelete !== null}
        onOpenChange={(open) => (open ? null : setToDelete(null))}
        variant="delete"
        title={
          toDelete
            ? t(toDelete.kind === 'question' ? 'STAFF.CONFIRM_DELETE_QUESTION' : 'STAFF.CONFIRM_DELETE_SUBTOPIC', {
                id: toDelete.id,
              })
            : ''
        }
        description={t('STAFF.DELETE_KEEPS_RESULTS')}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
