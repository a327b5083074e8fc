import { useTranslation } from 'react-i18next';

/** A file name as a POSIX shell reads it back unchanged: in single quotes when it holds anything but safe characters. */
const shellWord = (name: string) => (/^[\w.,+@%/-]+$/.test(name) ? name : `'${name.replaceAll("'", `'\\''`)}'`);

/** The command that applies an interface-text file in the repository (docs/translations.md). */
export const interfaceImportCommand = (fileName: string) => `npm run cli -- translations import ${shellWord(fileName)} --yes`;

/**
 * What happens to a checked file of interface texts: they are part of the build (docs/translations.md, "Where
 * every text lives"), so the page says who applies them and with which command, instead of an Apply button.
 */
export function InterfaceImportNote({ fileName }: { fileName: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 text-lg">
      <p>{t('TRANSLATIONS.INTERFACE_IMPORT_BY_RELEASE')}</p>
      <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all">
        <code>{interfaceImportCommand(fileName)}</code>
      </pre>
    </div>
  );
}
