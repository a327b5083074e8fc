import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportPackageBody, staffApiPaths } from '../../../contract/api/staff';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { DownloadSection } from './export/download-section';
import { NothingToExport } from './nothing-to-export';
import { SharingOptions, useSharingOptions } from './sharing-options';
import { useDownload } from './use-download';

export interface ResearchPackageSectionProps {
  /** The page's filters; `topic` undefined while no topic (or tool) is chosen. */
  filter: Omit<ExportPackageBody, 'topic' | 'coarsen' | 'k' | 'free_text'> & { topic: number | undefined };
  /** Called instead of downloading when the filters name no topic. */
  onTopicMissing(): void;
  /** The filters break the export's rules (said under their fields): nothing is downloaded. */
  filtersWrong?: boolean;
  /** Whether the filters export any row (counted afresh); with none the page says so instead of downloading. */
  hasRows(): Promise<boolean>;
  /** The last download of the package found no rows: "nothing to export" is said here (and nowhere else on the page). */
  empty: boolean;
  /** The name the package is saved under. */
  fileName: string;
}

/** The research package on /export: what it holds, "coarsen for sharing" with its k and free texts, and its download. */
export function ResearchPackageSection({
  filter,
  onTopicMissing,
  filtersWrong,
  hasRows,
  empty,
  fileName,
}: ResearchPackageSectionProps) {
  const { t } = useTranslation();
  const [coarsen, setCoarsen] = useState(false);
  const sharing = useSharingOptions();
  const { busy, download } = useDownload();

  async function start() {
    if (filter.topic === undefined) {
      onTopicMissing();
      return;
    }
    if (filtersWrong) return;
    if (coarsen && !sharing.valid) {
      sharing.focusK();
      return;
    }
    if (!(await hasRows())) return;
    const body: ExportPackageBody = { ...filter, topic: filter.topic, coarsen, ...(coarsen ? sharing.body : {}) };
    await download(
      staffApiPaths.exportPackage,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      fileName,
    );
  }

  return (
    <DownloadSection
      id="package-title"
      title={t('STAFF.PACKAGE_TITLE')}
      lines={[t('STAFF.PACKAGE_WHEN'), t('STAFF.PACKAGE_HELP')]}
    >
      <Checkbox
        id="export-coarsen"
        label={t('STAFF.COARSEN')}
        hint={t('STAFF.COARSEN_HINT')}
        checked={coarsen}
        onChange={(event) => setCoarsen(event.target.checked)}
      />
      {coarsen && <SharingOptions options={sharing} />}
      <div>
        <Button loading={busy} onClick={() => void start()}>
          {t('STAFF.DOWNLOAD_PACKAGE')}
        </Button>
      </div>
      <NothingToExport shown={empty} />
    </DownloadSection>
  );
}
