import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { LinkButton } from '../../../../ui/link-button';
import { questionEditorPath } from '../../../shared/paths';
import { renderRouterLink } from '../../../shared/router-link';
import { questionTypeKey } from '../question-type-words';
import { StaffTable, staffCell } from '../staff-table';
import type { AdminPanel } from './use-admin-panel';

/** The topic's questions, their types in words: every one opens in the editor or can be deleted; a new one starts there. */
export function QuestionsSection({ panel }: { panel: AdminPanel }) {
  const { t } = useTranslation();
  const { topic } = panel;
  return (
    <>
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
        {(panel.questions.data ?? []).map((q) => (
          <tr key={q.id}>
            <td className={staffCell}>{q.id}</td>
            <td className={staffCell}>{t(questionTypeKey(q.type))}</td>
            <td className={staffCell}>{q.text}</td>
            <td className={staffCell}>
              <LinkButton
                variant="ghost"
                href={questionEditorPath({ question: q.id, topic, subtopic: q.sub_topic.id })}
                renderLink={renderRouterLink}
              >
                {t('STAFF.EDIT')}
                <span className="sr-only"> {t('STAFF.QUESTION_ID', { id: q.id })}</span>
              </LinkButton>
            </td>
            <td className={staffCell}>
              <Button variant="ghost" onClick={() => panel.setToDelete({ kind: 'question', id: q.id })}>
                {t('STAFF.DELETE')}
                <span className="sr-only"> {t('STAFF.QUESTION_ID', { id: q.id })}</span>
              </Button>
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
