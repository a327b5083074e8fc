import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import { LeaveQuestionModal } from './question-editor/leave-question-modal';
import { NewVersionModal } from './question-editor/new-version-modal';
import { QuestionEditorForm } from './question-editor/question-editor-form';
import { QuestionErrorSummary } from './question-editor/question-error-summary';
import { QuestionPreview } from './question-editor/question-preview';
import { useQuestionEditor } from './question-editor/use-question-editor';

/** /padmin/new: the question editor of docs/product/screens.md for every question type, create or update mode. */
export function QuestionEditorPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.QUESTION_EDITOR'));
  const editor = useQuestionEditor();
  const { existing, subTopics } = editor;
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
      <QuestionErrorSummary editor={editor} />
      <div className="mt-6 grid gap-8 desktop:grid-cols-2">
        <QuestionEditorForm editor={editor} />
        <QuestionPreview editor={editor} />
      </div>
      <LeaveQuestionModal blocker={editor.blocker} />
      <NewVersionModal editor={editor} />
    </section>
  );
}
