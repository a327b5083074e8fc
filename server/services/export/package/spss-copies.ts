import type { TableResource } from './datapackage';

/** SPSS and PSPP cut a case at every line end, even inside quotes: tables with texts get a one-line copy. */
export const oneLine = { oneLine: true };

/** The file a table's SPSS syntax reads: its one-line copy (unfinished.csv has no texts, so itself). */
export const spssFile = (table: TableResource) => (table.name === 'unfinished' ? 'unfinished.csv' : `${table.name}.dat`);
