import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A printed page read back with poppler-utils (pdftotext, pdftoppm) from the distribution's packages. */
const run = promisify(execFile);

export interface PdfWord {
  text: string;
  page: number;
  /** In points from the page's top left corner. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** A grey image of one page at 72 dpi, so one pixel is one point. */
export interface GreyPage {
  width: number;
  height: number;
  /** 0 black to 255 white, row by row. */
  pixels: Uint8Array;
}

export async function writePdf(pdf: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'printed-'));
  const file = path.join(dir, 'page.pdf');
  await fs.writeFile(file, pdf);
  return file;
}

/** The text of every page, in reading order, one string per page. */
export async function pdfPageTexts(file: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', [file, '-'], { maxBuffer: 16 * 1024 * 1024 });
  return stdout.split('\f').filter((text, index, all) => index < all.length - 1 || text.trim() !== '');
}

/** Every word with its box (pdftotext -bbox). */
export async function pdfWords(file: string): Promise<PdfWord[]> {
  const { stdout } = await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const words: PdfWord[] = [];
  for (const [index, page] of stdout.split('<page ').slice(1).entries()) {
    for (const m of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      const [, xMin, yMin, xMax, yMax, text] = m;
      words.push({ text: text!, page: index + 1, xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! });
    }
  }
  return words;
}

export async function greyPage(file: string, page: number): Promise<GreyPage> {
  const prefix = path.join(path.dirname(file), `grey-${page}`);
  await run('pdftoppm', ['-gray', '-r', '72', '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
  const data = await fs.readFile(`${prefix}.pgm`);
  // Binary PGM: "P5", width, height, maxval, each followed by one whitespace, then the bytes.
  const header = data
    .subarray(0, 64)
    .toString('latin1')
    .match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('pdftoppm did not write a binary PGM');
  const [whole, width, height] = header;
  return { width: +width!, height: +height!, pixels: data.subarray(whole!.length) };
}

/** How much ink a box holds: the sum of (255 - grey) over its pixels. */
export function inkIn(image: GreyPage, box: { x: number; y: number; width: number; height: number }): number {
  let ink = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(image.height, box.y + box.height); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(image.width, box.x + box.width); x++) {
      ink += 255 - image.pixels[y * image.width + x]!;
    }
  }
  return ink;
}
