import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { projectRoot } from '../../paths';
import { parseResearchCsv } from '../research-package';

/** The official Data Package v2.0 JSON Schemas, read from ../shared beside the checkout; null when absent. */
const schemasDir = path.resolve(projectRoot, '..', 'shared', 'schemas', 'frictionless-2.0');
export const frictionlessSchemasDir = fs.existsSync(path.join(schemasDir, 'datapackage.json')) ? schemasDir : null;

const readSchema = (name: string) => JSON.parse(fs.readFileSync(path.join(schemasDir, `${name}.json`), 'utf8'));

/** Errors of the descriptor against datapackage.json, and of each resource's schema and dialect against theirs. */
export function validateDescriptor(descriptor: { resources: { schema: unknown; dialect: unknown }[] }): string[] {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('textarea', true);
  const errors: string[] = [];
  const check = (name: string, value: unknown) => {
    const validate = ajv.compile(readSchema(name));
    if (!validate(value)) errors.push(...(validate.errors ?? []).map((e) => `${name}${e.instancePath}: ${e.message}`));
  };
  check('datapackage', descriptor);
  for (const resource of descriptor.resources) {
    check('tableschema', resource.schema);
    check('tabledialect', resource.dialect);
  }
  return errors;
}

interface SchemaField {
  name: string;
  type: string;
  constraints?: { required?: boolean; enum?: (string | number)[]; minimum?: number; maximum?: number };
  categories?: { value: string | number }[];
}

const patterns: Record<string, RegExp> = {
  integer: /^-?\d+$/,
  number: /^-?\d+(\.\d+)?$/,
  boolean: /^[01]$/,
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  string: /^[\s\S]*$/,
};

/** Every cell against its field: header, type, required, enum, categories, minimum and maximum. */
export function checkAgainstSchema(schema: { fields: SchemaField[]; missingValues: string[] }, csv: string): string[] {
  const [header, ...rows] = parseResearchCsv(csv);
  const errors: string[] = [];
  if (JSON.stringify(header) !== JSON.stringify(schema.fields.map((f) => f.name))) errors.push('header differs from the fields');
  rows.forEach((row, r) => {
    if (row.length !== schema.fields.length) errors.push(`row ${r + 1} has ${row.length} cells`);
    schema.fields.forEach((f, i) => {
      const cell = row[i] ?? '';
      const at = `row ${r + 1} ${f.name} "${cell}"`;
      if (schema.missingValues.includes(cell)) {
        if (f.constraints?.required) errors.push(`${at}: required`);
        return;
      }
      if (!patterns[f.type]!.test(cell)) {
        errors.push(`${at}: not a ${f.type}`);
        return;
      }
      const value = f.type === 'integer' || f.type === 'number' ? Number(cell) : cell;
      if (f.categories && !f.categories.some((c) => c.value === value)) errors.push(`${at}: not a category`);
      if (f.constraints?.enum && !f.constraints.enum.includes(value)) errors.push(`${at}: not in enum`);
      if (typeof value === 'number' && f.constraints?.minimum !== undefined && value < f.constraints.minimum)
        errors.push(`${at}: below minimum`);
      if (typeof value === 'number' && f.constraints?.maximum !== undefined && value > f.constraints.maximum)
        errors.push(`${at}: above maximum`);
    });
  });
  return errors;
}
