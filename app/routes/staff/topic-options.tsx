import { useTranslation } from 'react-i18next';
import type { StaffTopic } from '../../../contract/api/staff';

/** The topics as a select's options: each by name, the wlb tool's marked as such. */
export function TopicOptions({ topics }: { topics: StaffTopic[] | undefined }) {
  const { t } = useTranslation();
  return (topics ?? []).map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
      {item.wlb ? ` (${t('STAFF.WLB')})` : ''}
    </option>
  ));
}
