import type { Field } from './field';
import { lineTerminator, marked } from './research-csv';

/** Frictionless Data Package v2.0 (datapackage.org, 2024): the profiles the descriptor names. */
export const profile = (name: 'datapackage' | 'dataresource' | 'tableschema' | 'tabledialect') =>
  `https://datapackage.org/profiles/2.0/${name}.json`;

export interface TableResource {
  name: 'responses' | 'answers' | 'questions' | 'choices' | 'unfinished';
  title: string;
  description: string;
  fields: Field[];
  primaryKey: string[];
  foreignKeys?: { fields: string[]; reference: { resource: string; fields: string[] } }[];
}

/**
 * A field as Table Schema writes it: our codebook-only properties (group, note) stay out; an ordered scale
 * says so (categoriesOrdered), and a text that carries the formula marking says so too (x-marked).
 */
function fieldDescriptor(f: Field) {
  const { group: _group, note: _note, ordered: _ordered, marked: _marked, ...field } = f;
  return { ...field, ...(f.ordered ? { categoriesOrdered: true } : {}), ...(marked(f) ? { 'x-marked': true } : {}) };
}

export function dataPackage(options: { title: string; description: string; created: Date; resources: TableResource[] }) {
  return {
    $schema: profile('datapackage'),
    name: 'skills55-research-package',
    title: options.title,
    description: options.description,
    created: options.created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    resources: options.resources.map((r) => ({
      $schema: profile('dataresource'),
      name: r.name,
      path: `${r.name}.csv`,
      type: 'table',
      title: r.title,
      description: r.description,
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      dialect: {
        $schema: profile('tabledialect'),
        header: true,
        delimiter: ',',
        lineTerminator,
        quoteChar: '"',
        doubleQuote: true,
      },
      schema: {
        $schema: profile('tableschema'),
        fields: r.fields.map(fieldDescriptor),
        missingValues: [''],
        primaryKey: r.primaryKey,
        ...(r.foreignKeys ? { foreignKeys: r.foreignKeys } : {}),
      },
    })),
  };
}
