import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toApiFailure } from '../../../shared/api-failure';
import { useSnackbar } from '../../../shared/use-snackbar';
import {
  useDeleteQuestionMutation,
  useDeleteSubTopicMutation,
  useStaffQuestionsQuery,
  useStaffSubTopicsQuery,
  useStaffTopicsQuery,
} from '../../../store/staff-api';

export type ToDelete = { kind: 'question' | 'subtopic'; id: number };

/** The topic of the address (the first one if none), its sub-topics and questions. */
function useAdminTopic() {
  const [params, setParams] = useSearchParams();
  const topics = useStaffTopicsQuery();
  const topic = Number(params.get('topic')) || topics.data?.[0]?.id || 0;
  const subTopics = useStaffSubTopicsQuery(topic, { skip: !topic });
  const questions = useStaffQuestionsQuery(topic, { skip: !topic });
  const chooseTopic = (value: string) => setParams({ topic: value }, { replace: true });
  const loading = topics.isLoading || subTopics.isFetching || questions.isFetching;
  return { topics, topic, chooseTopic, subTopics, questions, loading };
}

/** The sub-topic or question waiting for the delete confirmation, and the delete once confirmed. */
function useAdminDelete(failed: (error: unknown) => void) {
  const snackbar = useSnackbar();
  const [deleteSubTopic] = useDeleteSubTopicMutation();
  const [deleteQuestion] = useDeleteQuestionMutation();
  const [toDelete, setToDelete] = useState<ToDelete | null>(null);
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
  return { toDelete, setToDelete, confirmDelete };
}

/** /padmin's state: the topic's lists and the delete waiting for confirmation; failures go to the snackbar. */
export function useAdminPanel() {
  const snackbar = useSnackbar();
  const failed = (error: unknown) => snackbar.failure(toApiFailure(error));
  return { ...useAdminTopic(), ...useAdminDelete(failed), failed };
}
export type AdminPanel = ReturnType<typeof useAdminPanel>;
