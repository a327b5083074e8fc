import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams } from 'react-router';
import type { QuestionInputBody, TextFields } from '../../../contract/api/staff';
import { type LanguageCode, languages } from '../../../contract/languages';
import { limits } from '../../../contract/limits';
import type { SclQuestion } from '../../../contract/questions';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ErrorSummary } from '../../../ui/error-summary';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { NumberField } from '../../../ui/number-field';
import { SclQuestionView } from '../../../ui/question';
import { TextField } from '../../../ui/text-field';
import { toApiFailure } from '../../shared/api-failure';
import { useSnackbar } from '../../shared/use-snackbar';
import { usePageTitle } from '../../layout/use-page-title';
import {
  useCreateQuestionMutation,
  useStaffQuestionQuery,
  useStaffSubTopicsQuery,
  useUpdateQuestionMutation,
} from '../../store/staff-api';
import { defaultGrades } from './default-grades';
import { SelectField } from './select-field';

type Grade = TextFields & { id?: number };
interface Draft {
  texts: TextFields;
  subTopic: number;
  evaluated: boolean;
  order: number | null;
  grades: Grade[];
}

const emptyTexts = (): TextFields => Object.fromEntries(languages.map((l) => [`text_${l.code}`, ''])) as TextFields;
const textsOf = (source: Partial<TextFields>): TextFields =>
  Object.fromEntries(languages.map((l) => [`text_${l.code}`, source[`text_${l.code}`] ?? ''])) as TextFields;

/** The editor's checks of docs/product/validation.md, as field → VALIDATION key. */
function check(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.subTopic) errors.sub_topic = 'VALIDATION.SUBTOPIC_REQUIRED';
  if (!draft.texts.text_en.trim()) errors.text_en = 'VALIDATION.ENGLISH_TEXT_REQUIRED';
  if (draft.order === null || !Number.isInteger(draft.order) || draft.order < 0) errors.order = 'VALIDATION.REQUIRED';
  if (draft.grades.length < limits.gradesMin) errors.grades = 'VALIDATION.GRADES_MIN';
  else if (draft.grades.some((g) => !g.text_en.trim())) errors.grades = 'VALIDATION.GRADES_ENGLISH';
  return errors;
}

/** /padmin/new: the question editor of docs/product/screens.md (SCL with grades), create or update mode. */
export function QuestionEditorPage() {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const [params] = useSearchParams();
  const questionId = Number(params.get('question')) || 0;
  const topic = Number(params.get('topic')) || 0;
  const editing = questionId > 0;
  usePageTitle(t('PAGES.QUESTION_EDITOR'));

  const existing = useStaffQuestionQuery(questionId, { skip: !editing });
  const topicOf = existing.data?.topic ?? topic;
  const subTopics = useStaffSubTopicsQuery(topicOf, { skip: !topicOf });
  const [createQuestion, creating] = useCreateQuestionMutation();
  const [updateQuestion, updating] = useUpdateQuestionMutation();

  const initial = useMemo<Draft>(
    () => ({
      texts: emptyTexts(),
      subTopic: Number(params.get('subtopic')) || 0,
      evaluated: true,
      order: 0,
      grades: defaultGrades(),
    }),
    [params],
  );
  const [draft, setDraft] = useState<Draft>(initial);
  const [saved, setSaved] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const uiLanguage = (languages.find((l) => l.code === i18n.language)?.code ?? 'en') as LanguageCode;
  const [language, setLanguage] = useState<LanguageCode>(uiLanguage);

  useEffect(() => {
    if (!existing.data) return;
    const loaded: Draft = {
      texts: textsOf(existing.data),
      subTopic: existing.data.sub_topic,
      evaluated: existing.data.evaluated,
      order: existing.data.order,
      grades: existing.data.grades.map((g) => ({ id: g.id, ...textsOf(g) })),
    };
    setDraft(loaded);
    setSaved(loaded);
  }, [existing.data]);

  // A reversed statement of the content files scores its grades downwards; the server keeps that direction.
  const loadedGrades = existing.data?.grades ?? [];
  const downwards = loadedGrades.length > 1 && loadedGrades[0]!.point > loadedGrades.at(-1)!.point;
  const pointAt = (index: number) => (downwards ? draft.grades.length - 1 - index : index);

  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update = (change: Partial<Draft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (submitted) setErrors(check(next));
  };
  const key = `text_${language}` as const;
  // Translations whose English changed after they were made: a marker by the language's fields.
  const staleText = existing.data?.needs_review ?? [];
  const staleGrades = new Map(existing.data?.grades.map((g) => [g.id, g.needs_review ?? []]));
  const toReview = new Set([...staleText, ...[...staleGrades.values()].flat()]);
  const reviewHint = (stale: readonly LanguageCode[] | undefined) =>
    stale?.includes(language) ? t('STAFF.NEEDS_REVIEW_HINT') : undefined;
  const missing = languages.filter(
    (l) => !draft.texts[`text_${l.code}`].trim() || draft.grades.some((g) => !g[`text_${l.code}`].trim()),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: QuestionInputBody = {
      type: 'SCL',
      ...draft.texts,
      sub_topic: draft.subTopic,
      evaluated: draft.evaluated,
      order: draft.order ?? 0,
      grades: draft.grades.map((g, index) => ({ ...g, point: pointAt(index) })),
    };
    try {
      if (editing) await updateQuestion({ id: questionId, body }).unwrap();
      else await createQuestion(body).unwrap();
      setSaved(draft);
      snackbar.success(editing ? 'STAFF.QUESTION_UPDATED' : 'STAFF.QUESTION_CREATED');
      if (!editing) setDraft(initial);
      if (!editing) setSaved(initial);
    } catch (error) {
      const failure = toApiFailure(error);
      setErrors(failure.fieldErrors);
      snackbar.error(failure.status === 500 ? 'STAFF.SAVE_FAILED' : failure.messageKey);
    }
  }

  const preview: SclQuestion = {
    id: 0,
    type: 'SCL',
    text: draft.texts[key] || draft.texts.text_en,
    images: [],
    sub_topic: { name: subTopics.data?.find((s) => s.id === draft.subTopic)?.name ?? '' },
    started_at: null,
    updated_at: [],
    answered: 0,
    scl_options: draft.grades.map((g, index) => ({ id: index + 1, text: g[key] || g.text_en, point: pointAt(index) })),
  };
  const [previewAnswer, setPreviewAnswer] = useState(0);

  const fieldIds: Record<string, string> = {
    text_en: language === 'en' ? 'editor-text_en' : 'editor-language',
    grades: 'editor-grade-0',
  };
  const summary = Object.entries(errors).map(([field, error]) => ({
    fieldId: fieldIds[field] ?? `editor-${field}`,
    error,
    label: t(`STAFF.FIELD_${field.toUpperCase()}`, { defaultValue: field }),
  }));

  return (
    <section aria-labelledby="page-title" className="relative page-column max-w-5xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.QUESTION_EDITOR')}
      </h1>
      {existing.isFetching || subTopics.isLoading ? <LoadingOverlay label={t('STAFF.LOADING')} /> : null}
      {subTopics.isError ? (
        <p role="alert" className="mt-4 font-bold text-danger text-lg">
          {t('STAFF.SUBTOPICS_FAILED')}
        </p>
      ) : null}
      {summary.length ? <ErrorSummary className="mt-6" errors={summary} focusKey={JSON.stringify(errors)} /> : null}
      <div className="mt-6 grid gap-8 desktop:grid-cols-2">
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('PAGES.QUESTION_EDITOR')}>
          <SelectField
            id="editor-sub_topic"
            label={t('STAFF.SUBTOPIC')}
            error={errors.sub_topic}
            value={draft.subTopic || ''}
            onChange={(event) => update({ subTopic: Number(event.target.value) })}
          >
            <option value="">{t('STAFF.CHOOSE_SUBTOPIC')}</option>
            {(subTopics.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <SelectField id="editor-type" label={t('STAFF.TYPE')} value="SCL" disabled>
            <option value="SCL">{t('STAFF.TYPE_SCL')}</option>
          </SelectField>
          <SelectField
            id="editor-language"
            label={t('STAFF.EDIT_LANGUAGE')}
            hint={t('STAFF.EDIT_LANGUAGE_HINT')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as LanguageCode)}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label} – {l.name}
                {missing.includes(l) ? ` (${t('STAFF.MISSING')})` : ''}
                {toReview.has(l.code) ? ` (${t('STAFF.NEEDS_REVIEW')})` : ''}
              </option>
            ))}
          </SelectField>
          <p className="text-lg" data-testid="missing-languages">
            {missing.length
              ? t('STAFF.MISSING_LANGUAGES', { list: missing.map((l) => l.label).join(', ') })
              : t('STAFF.ALL_LANGUAGES')}
          </p>
          <TextField
            id={`editor-${key === 'text_en' ? 'text_en' : 'text'}`}
            label={t('STAFF.QUESTION_TEXT', { language: languages.find((l) => l.code === language)?.label })}
            hint={reviewHint(staleText)}
            error={key === 'text_en' ? errors.text_en : undefined}
            value={draft.texts[key]}
            lang={language}
            onChange={(event) => update({ texts: { ...draft.texts, [key]: event.target.value } })}
          />
          {key !== 'text_en' && errors.text_en ? (
            <p className="font-bold text-danger text-lg">
              {t(errors.text_en)}! ({languages[0].label})
            </p>
          ) : null}
          <fieldset id="editor-grades" className="flex flex-col gap-3">
            <legend className="font-bold text-lg">{t('STAFF.GRADES')}</legend>
            {errors.grades ? <p className="font-bold text-danger text-lg">{t(errors.grades)}!</p> : null}
            {draft.grades.map((grade, index) => (
              <div key={grade.id ?? `new-${index}`} className="flex items-end gap-2">
                <TextField
                  className="grow"
                  id={`editor-grade-${index}`}
                  label={t('STAFF.GRADE', { number: index + 1, point: pointAt(index) })}
                  hint={reviewHint(grade.id ? staleGrades.get(grade.id) : undefined)}
                  value={grade[key]}
                  lang={language}
                  onChange={(event) =>
                    update({ grades: draft.grades.map((g, i) => (i === index ? { ...g, [key]: event.target.value } : g)) })
                  }
                />
                {index >= limits.gradesFixed ? (
                  <Button variant="ghost" onClick={() => update({ grades: draft.grades.filter((_, i) => i !== index) })}>
                    {t('STAFF.REMOVE_GRADE')}
                    <span className="sr-only"> {index + 1}</span>
                  </Button>
                ) : null}
              </div>
            ))}
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => update({ grades: [...draft.grades, emptyTexts()] })}>
                {t('STAFF.ADD_GRADE')}
              </Button>
              <Button variant="secondary" onClick={() => update({ grades: [...draft.grades].reverse() })}>
                {t('STAFF.REVERSE_GRADES')}
              </Button>
            </div>
          </fieldset>
          <Checkbox
            id="editor-evaluated"
            label={t('STAFF.EVALUATED')}
            checked={draft.evaluated}
            onChange={(event) => update({ evaluated: event.target.checked })}
          />
          <NumberField
            id="editor-order"
            label={t('STAFF.ORDER')}
            min={0}
            step={1}
            error={errors.order}
            value={draft.order}
            onValueChange={(order) => update({ order })}
          />
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {editing ? t('STAFF.UPDATE_QUESTION') : t('STAFF.ADD_QUESTION')}
          </Button>
        </form>
        <section aria-labelledby="preview-title" lang={language}>
          <h2 id="preview-title" className="font-heading text-2xl font-bold">
            {t('STAFF.PREVIEW')}
          </h2>
          <div className="mt-3 rounded-card border border-border bg-surface p-5">
            <SclQuestionView
              question={{ ...preview, answered: previewAnswer }}
              number={1}
              headingLevel={3}
              onAnswer={setPreviewAnswer}
            />
          </div>
        </section>
      </div>
      <ConfirmModal
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => (open ? null : blocker.reset?.())}
        variant="delete"
        confirmLabel={t('STAFF.LEAVE')}
        title={t('STAFF.UNSAVED_TITLE')}
        description={t('STAFF.UNSAVED_TEXT')}
        onConfirm={() => blocker.proceed?.()}
      />
    </section>
  );
}
