import type { Row } from './field';
import { codebookHtml } from './codebook-html';
import { dataPackage } from './datapackage';
import { loadPy } from './load-py';
import { loadR } from './load-r';
import type { PackagePlan } from './package-plan';
import { tableFields } from './package-tables';
import type { PackageZip } from './package-zip';
import { choiceTableRows, questionTableRows } from './questionnaire-tables';
import { researchHeader, researchRow } from './research-csv';
import { spssSyntax } from './spss-syntax';
import { oneLine, spssFile } from './spss-copies';

/**
 * The files made before any attempt is read: README, datapackage.json, the codebook, the loaders for R,
 * Python and SPSS, and the questionnaire's tables (questions and choices).
 */
export function addDescriptionFiles(zip: PackageZip, { now, writing: { structure, t }, resources, readme }: PackagePlan) {
  const descriptor = dataPackage({
    title: `Self-assessment survey: ${structure.topics.map((x) => x.name.en).join(', ')}`,
    description: readme.split('\n\n')[1] ?? '',
    created: now,
    resources,
  });
  zip.text(readme, 'README.txt');
  zip.text(`${JSON.stringify(descriptor, null, 2)}\n`, 'datapackage.json');
  zip.text(codebookHtml(structure, t, resources, readme), 'codebook.html');
  zip.text(loadR, 'load.R');
  zip.text(loadPy, 'load.py');
  for (const r of resources) zip.text(spssSyntax(spssFile(r), r.fields), `${r.name}.sps`);
  const small = (name: 'questions' | 'choices', rows: Row[]) => {
    const fields = tableFields(resources, name);
    zip.text(researchHeader(fields) + rows.map((row) => researchRow(fields, row)).join(''), `${name}.csv`);
    zip.text(researchHeader(fields) + rows.map((row) => researchRow(fields, row, oneLine)).join(''), `${name}.dat`);
  };
  small('questions', questionTableRows(structure));
  small('choices', choiceTableRows(structure));
}
