import type { TFunction } from 'i18next';
import { type AuditAction, type AuditEntry, auditSystemActors } from '../../../../contract/api/audit';
import type { AuditDetails, AuditFilters, BackupFacts, FieldChange } from '../../../../contract/api/audit-details';
import { formatDateTime } from '../../../../ui/lib/intl-format';
import { isLanguageCode } from '../../../../contract/languages';
import { languageLabel } from '../translation-languages';

/** Each action in words (the "What" column and the action filter). */
export const actionKeys = {
  'question.create': 'AUDIT.ACTION_QUESTION_CREATE',
  'question.update': 'AUDIT.ACTION_QUESTION_UPDATE',
  'question.delete': 'AUDIT.ACTION_QUESTION_DELETE',
  'subtopic.create': 'AUDIT.ACTION_SUBTOPIC_CREATE',
  'subtopic.delete': 'AUDIT.ACTION_SUBTOPIC_DELETE',
  'translation.revert': 'AUDIT.ACTION_TRANSLATION_REVERT',
  'translation.import': 'AUDIT.ACTION_TRANSLATION_IMPORT',
  'translation.undo-import': 'AUDIT.ACTION_TRANSLATION_UNDO_IMPORT',
  'export.csv': 'AUDIT.ACTION_EXPORT_CSV',
  'export.codebook': 'AUDIT.ACTION_EXPORT_CODEBOOK',
  'export.package': 'AUDIT.ACTION_EXPORT_PACKAGE',
  'staff.create': 'AUDIT.ACTION_STAFF_CREATE',
  'backup.create': 'AUDIT.ACTION_BACKUP_CREATE',
  'backup.restore': 'AUDIT.ACTION_BACKUP_RESTORE',
  'database.move': 'AUDIT.ACTION_DATABASE_MOVE',
  'audit.retention': 'AUDIT.ACTION_AUDIT_RETENTION',
} as const satisfies Record<AuditAction, string>;

/** "DEU – Deutsch", or the code as stored where it names no language of the tool. */
const languageWords = (code: string) => (isLanguageCode(code) ? languageLabel(code) : code);

const systemActorKeys: Record<string, string> = {
  [auditSystemActors.commandLine]: 'AUDIT.COMMAND_LINE',
  [auditSystemActors.scheduled]: 'AUDIT.SCHEDULED',
  [auditSystemActors.serverStart]: 'AUDIT.SERVER_START',
};

/** Who acted: the staff member's e-mail, or the command line (with its user), the schedule or the start, translated. */
export function whoInWords(entry: Pick<AuditEntry, 'actor' | 'actorId' | 'osUser'>, t: TFunction): string {
  const system = entry.actorId === null ? systemActorKeys[entry.actor] : undefined;
  if (!system) return entry.actor;
  return entry.osUser ? t('AUDIT.AS_USER', { who: t(system), user: entry.osUser }) : t(system);
}

/** The question's fields that changed, in words: text (DE, CS), order, answer choices. */
function changedFields(changes: Record<string, FieldChange>, t: TFunction): string {
  const names = Object.keys(changes);
  const languages = names.filter((name) => name.startsWith('text_')).map((name) => name.slice(5).toUpperCase());
  const words = new Set<string>();
  if (languages.length) words.add(t('AUDIT.FIELD_TEXT', { languages: languages.join(', ') }));
  for (const name of names) {
    if (name === 'sub_topic') words.add(t('AUDIT.FIELD_SUB_TOPIC'));
    else if (name === 'order') words.add(t('AUDIT.FIELD_ORDER'));
    else if (['grades', 'options', 'items', 'rows'].includes(name)) words.add(t('AUDIT.FIELD_CHOICES'));
    else if (!name.startsWith('text_')) words.add(t('AUDIT.FIELD_SETTINGS'));
  }
  return [...words].join(', ');
}

/** An export's scope: its topic, language and filters. */
function filterWords(filters: AuditFilters, t: TFunction): string[] {
  return [
    t('AUDIT.TOPIC', { id: filters.topic }),
    languageWords(filters.language),
    ...(filters.country ? [t('AUDIT.COUNTRY', { country: filters.country })] : []),
    ...(filters.time_from ? [t('AUDIT.FROM_DATE', { date: filters.time_from })] : []),
    ...(filters.time_to ? [t('AUDIT.TO_DATE', { date: filters.time_to })] : []),
  ];
}

const backupWords = (facts: BackupFacts, t: TFunction) => t('AUDIT.ROWS', { rows: facts.rows, tables: facts.tables });

type Summaries = { [A in AuditAction]: (details: AuditDetails[A], t: TFunction, language: string) => string[] };

/** What each action's details say, as parts of one line. */
const summaries: Summaries = {
  'question.create': (d, t) => [t('AUDIT.QUESTION', { id: d.question }), d.type, t('AUDIT.SUB_TOPIC', { id: d.sub_topic })],
  'question.update': (d, t) => [
    t('AUDIT.QUESTION', { id: d.question }),
    t('AUDIT.CHANGED', { fields: changedFields(d.changes, t) }),
  ],
  'question.delete': (d, t) => [t('AUDIT.QUESTION', { id: d.question }), t('AUDIT.QUOTED', { text: d.text_en })],
  'subtopic.create': (d, t) => [
    t('AUDIT.SUB_TOPIC', { id: d.sub_topic }),
    t('AUDIT.QUOTED', { text: d.name }),
    t('AUDIT.TOPIC', { id: d.topic }),
  ],
  'subtopic.delete': (d, t) => [
    t('AUDIT.SUB_TOPIC', { id: d.sub_topic }),
    t('AUDIT.QUOTED', { text: d.name }),
    t('AUDIT.HIDDEN', { count: d.questions_hidden }),
  ],
  'translation.revert': (d, t) => [
    d.unit,
    languageWords(d.language),
    d.after === null ? t('TRANSLATIONS.NO_TRANSLATION') : t('AUDIT.NOW', { text: d.after }),
  ],
  'translation.import': (d, t) => [
    languageWords(d.language),
    t('AUDIT.TEXTS_CHANGED', { count: d.changed }),
    t('AUDIT.REVIEWED', { count: d.reviewed }),
    ...(d.refused ? [t('AUDIT.REFUSED', { count: d.refused })] : []),
  ],
  'translation.undo-import': (d, t) => [
    languageWords(d.language),
    t('AUDIT.IMPORT_NUMBER', { id: d.import }),
    t('AUDIT.PUT_BACK', { count: d.put_back }),
    ...(d.kept.length ? [t('AUDIT.KEPT', { count: d.kept.length })] : []),
  ],
  'export.csv': (d, t) => [...filterWords(d, t), t('AUDIT.SURVEYS', { count: d.rows })],
  'export.codebook': (d, t) => [t('AUDIT.TOPIC', { id: d.topic }), languageWords(d.language)],
  'export.package': (d, t) => [
    ...filterWords(d, t),
    ...(d.all_topics ? [t('AUDIT.ALL_TOPICS')] : []),
    ...(d.coarsen ? [t('AUDIT.SHARING', { k: d.k })] : []),
    ...(d.free_text ? [t('AUDIT.FREE_TEXTS')] : []),
    t('AUDIT.SURVEYS', { count: d.attempts }),
  ],
  'staff.create': (d, t) => [d.created ? t('AUDIT.NEW_ACCOUNT', { email: d.email }) : t('AUDIT.MADE_STAFF', { email: d.email })],
  'backup.create': (d, t) => [...(d.file ? [t('AUDIT.FILE', { file: d.file })] : []), backupWords(d, t)],
  'backup.restore': (d, t, language) => [
    t('AUDIT.FILE', { file: d.file }),
    t('AUDIT.BACKUP_OF', { date: formatDateTime(d.made_at, language) }),
    backupWords(d, t),
    ...(d.replaced ? [t('AUDIT.REPLACED')] : []),
  ],
  'database.move': (d, t) => [backupWords(d, t)],
  'audit.retention': (d, t, language) => [t('AUDIT.DELETED', { count: d.deleted, date: formatDateTime(d.older_than, language) })],
};

/** The entry's details as one short line in the reader's language (never the raw JSON). */
export function detailsInWords(entry: AuditEntry, t: TFunction, language: string): string {
  const summary = summaries[entry.action] as (details: unknown, t: TFunction, language: string) => string[];
  const line = summary(entry.details, t, language).join(', ');
  return line.charAt(0).toLocaleUpperCase(language) + line.slice(1);
}
