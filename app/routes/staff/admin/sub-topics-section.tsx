import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { ConfirmModal } from '../../../../ui/confirm-modal';
import { useSnackbar } from '../../../shared/use-snackbar';
import { useCreateSubTopicMutation } from '../../../store/staff-api';
import { StaffTable, staffCell } from '../staff-table';
import type { AdminPanel } from './use-admin-panel';

/** The topic's sub-topics, each deletable, and the dialog naming a new one. */
export function SubTopicsSection({ panel }: { panel: AdminPanel }) {
  const { t } = useTranslation();
  const [newOpen, setNewOpen] = useState(false);
  return (
    <>
      <h2 className="mt-8 font-heading text-2xl font-bold">{t('STAFF.SUBTOPICS')}</h2>
      <Button className="mt-3" variant="secondary" onClick={() => setNewOpen(true)} disabled={!panel.topic}>
        {t('STAFF.NEW_SUBTOPIC')}
      </Button>
      <StaffTable
        caption={t('STAFF.SUBTOPICS')}
        columns={[{ label: t('STAFF.ID') }, { label: t('STAFF.NAME') }, { label: t('STAFF.DELETE'), hidden: true }]}
      >
        {(panel.subTopics.data ?? []).map((sub) => (
          <tr key={sub.id}>
            <td className={staffCell}>{sub.id}</td>
            <td className={staffCell}>{sub.name}</td>
            <td className={staffCell}>
              <Button variant="ghost" onClick={() => panel.setToDelete({ kind: 'subtopic', id: sub.id })}>
                {t('STAFF.DELETE')}
                <span className="sr-only"> {sub.name}</span>
              </Button>
            </td>
          </tr>
        ))}
      </StaffTable>
      <NewSubTopicModal panel={panel} open={newOpen} onOpenChange={setNewOpen} />
    </>
  );
}

/** Names a new sub-topic of the topic; stays open when the server refuses. */
function NewSubTopicModal({
  panel,
  open,
  onOpenChange,
}: {
  panel: AdminPanel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [createSubTopic, creating] = useCreateSubTopicMutation();
  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      variant="create"
      title={t('STAFF.NEW_SUBTOPIC')}
      nameInput={{ label: t('STAFF.SUBTOPIC_NAME') }}
      busy={creating.isLoading}
      onConfirm={async ({ name }) => {
        try {
          await createSubTopic({ name: name ?? '', topic: panel.topic }).unwrap();
          snackbar.success('STAFF.SUBTOPIC_CREATED');
        } catch (error) {
          panel.failed(error);
          return false;
        }
      }}
    />
  );
}
