import { readCsv } from './csv-files';
import { FileRefusal, type ImportedFile } from './imported-file';
import { readXliff } from './xliff-files';

/** XLIFF when the text is XML, else CSV; an empty file is refused. */
export async function readFile(text: string): Promise<ImportedFile> {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body === '') throw new FileRefusal('empty', 'The file is empty.');
  return body.startsWith('<') ? readXliff(body) : readCsv(text);
}
