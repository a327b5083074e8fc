import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { questionInputSchema } from '../../../../contract/api/staff';
import { type LanguageCode, languages } from '../../../../contract/languages';
import { changesMeaning } from '../../../../contract/question-versions';
import type { QuestionType } from '../../../../contract/questions';
import { useLeaveGuard } from '../../../shared/forms/use-leave-guard';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { toApiFailure } from '../../../shared/api-failure';
import { useSnackbar } from '../../../shared/use-snackbar';
import {
  useCreateQuestionMutation,
  useStaffQuestionQuery,
  useStaffSubTopicsQuery,
  useUpdateQuestionMutation,
} from '../../../store/staff-api';
import {
  explainQuestionError,
  newQuestionValues,
  type QuestionValues,
  questionBody,
  questionRulesInput,
  storedQuestionValues,
  withType,
} from './question-values';

/** The question of the address (`?question=`), or a new one in `?topic=` and `?subtopic=`, and its sub-topics. */
function useEditedQuestion() {
  const [params] = useSearchParams();
  const questionId = Number(params.get('question')) || 0;
  const editing = questionId > 0;
  const existing = useStaffQuestionQuery(questionId, { skip: !editing });
  const topicOf = existing.data?.topic ?? (Number(params.get('topic')) || 0);
  const subTopics = useStaffSubTopicsQuery(topicOf, { skip: !topicOf });
  const initial = useMemo(() => newQuestionValues(Number(params.get('subtopic')) || 0), [params]);
  return { questionId, editing, existing, subTopics, initial };
}
type EditedQuestion = ReturnType<typeof useEditedQuestion>;

/** The form over the question: the contract's rules, the stored question once loaded, the unsaved-changes guards. */
function useQuestionForm({ existing, initial }: EditedQuestion) {
  const form = useZodForm<QuestionValues>({
    schema: questionInputSchema,
    initialValues: initial,
    formId: 'editor',
    explain: explainQuestionError,
    input: questionRulesInput,
    guardUnsaved: true,
  });
  const { reset } = form;
  useEffect(() => {
    if (existing.data) reset(storedQuestionValues(existing.data));
  }, [existing.data, reset]);
  const blocker = useLeaveGuard(form.dirty);
  return { form, blocker };
}
export type QuestionForm = ReturnType<typeof useQuestionForm>['form'];

/**
 * Whether saving the values makes a new version: they change what answers mean (contract/question-versions.ts)
 * of a stored question that completed attempts have asked. The server decides the same and refuses it unconfirmed.
 */
function makesNewVersion({ existing, editing }: EditedQuestion, values: QuestionValues): boolean {
  const stored = existing.data;
  if (!editing || !stored || stored.completed_answers === 0) return false;
  return changesMeaning(stored, values);
}

/**
 * Create or update, then the snackbar; a new question's form starts afresh, an updated one stays as saved.
 * A save that makes a new version waits for staff to confirm it, then follows the new version's address.
 */
function useSaveQuestion(question: EditedQuestion, form: QuestionForm, pointAt: (index: number) => number) {
  const snackbar = useSnackbar();
  const [, setParams] = useSearchParams();
  const [createQuestion, creating] = useCreateQuestionMutation();
  const [updateQuestion, updating] = useUpdateQuestionMutation();
  const [confirmingVersion, setConfirmingVersion] = useState(false);
  const { editing, questionId, initial, existing } = question;
  const send = async (newVersion: boolean) => {
    const body = { ...questionBody(form.values, pointAt), new_version: newVersion };
    try {
      const saved = editing ? await updateQuestion({ id: questionId, body }).unwrap() : await createQuestion(body).unwrap();
      form.markSaved(form.values);
      snackbar.success(editing ? 'STAFF.QUESTION_UPDATED' : 'STAFF.QUESTION_CREATED');
      if (!editing) form.reset(initial);
      else if (saved.id !== questionId && existing.data)
        setParams(
          { question: String(saved.id), topic: String(existing.data.topic), subtopic: String(body.sub_topic) },
          { replace: true },
        );
    } catch (error) {
      const failure = toApiFailure(error);
      form.setServerErrors(failure.fieldErrors);
      snackbar.failure(failure, failure.status === 500 ? { messageKey: 'STAFF.SAVE_FAILED' } : {});
      // Answers came in since the page loaded: read the counts again, so the next save asks first.
      if (failure.status === 409) void existing.refetch();
    }
  };
  const save = form.handleSubmit(async () => {
    if (makesNewVersion(question, form.values)) setConfirmingVersion(true);
    else await send(false);
  });
  const confirmVersion = async () => {
    await send(true);
    setConfirmingVersion(false);
  };
  return {
    save,
    saving: creating.isLoading || updating.isLoading,
    confirmingVersion,
    setConfirmingVersion,
    confirmVersion,
  };
}

/** The lists of choices of the question's type, every one with its texts. */
const choicesOf = (values: QuestionValues) =>
  [values.grades, values.options, values.items, values.rows].flat() as Partial<Record<`text_${LanguageCode}`, string>>[];

/** Translations whose English changed after they were made, and the languages still missing a text. */
function useTranslationState(question: EditedQuestion, values: QuestionValues) {
  const data = question.existing.data;
  const staleText = data?.needs_review ?? [];
  const stored = data ? [...data.grades, ...data.options, ...data.items, ...data.rows] : [];
  const staleChoices = new Map(stored.map((c) => [c.id, c.needs_review ?? []]));
  const toReview = new Set([...staleText, ...[...staleChoices.values()].flat()]);
  const missing = languages.filter(
    (l) => !values[`text_${l.code}`].trim() || choicesOf(values).some((c) => !c[`text_${l.code}`]?.trim()),
  );
  return { staleText, staleChoices, toReview, missing };
}

/** /padmin/new's state: the question, its form, the language edited, the points of the grades and the save. */
export function useQuestionEditor() {
  const { i18n } = useTranslation();
  const question = useEditedQuestion();
  const { form, blocker } = useQuestionForm(question);
  const uiLanguage = (languages.find((l) => l.code === i18n.language)?.code ?? 'en') as LanguageCode;
  const [language, setLanguage] = useState<LanguageCode>(uiLanguage);
  // A reversed statement of the content files scores its grades downwards; the server keeps that direction.
  const loadedGrades = question.existing.data?.grades ?? [];
  const downwards = loadedGrades.length > 1 && loadedGrades[0]!.point > loadedGrades.at(-1)!.point;
  const pointAt = (index: number) => (downwards ? form.values.grades.length - 1 - index : index);
  const saving = useSaveQuestion(question, form, pointAt);
  const translations = useTranslationState(question, form.values);
  /** A question not saved yet may take another type; a stored one keeps its own (its answers are in its shape). */
  const chooseType = (type: QuestionType) => form.update((values) => withType(values, type), ['type']);
  return { ...question, ...translations, ...saving, form, blocker, language, setLanguage, pointAt, chooseType };
}
export type QuestionEditor = ReturnType<typeof useQuestionEditor>;
