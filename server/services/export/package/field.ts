/** A column of the package's CSVs, as Table Schema (Frictionless Data Package v2) describes a field. */
export type FieldType = 'integer' | 'number' | 'boolean' | 'string' | 'datetime' | 'date';

export interface Category {
  value: number | string;
  label: string;
}

export interface Field {
  name: string;
  type: FieldType;
  title: string;
  /** The question or meaning in the chosen language and, when different, in English. */
  description: string;
  constraints?: { required?: boolean; unique?: boolean; enum?: (number | string)[]; minimum?: number; maximum?: number };
  categories?: Category[];
  /** For the codebook: the question or sub-topic the column belongs to, and what is special about it. */
  group?: string;
  note?: string;
  /** The categories are a scale in the order listed (Table Schema v2 `categoriesOrdered: true`). */
  ordered?: boolean;
  /**
   * Free text whose CSV cells carry one `'` more when they begin with `=`, `+`, `-`, `@`, tab, carriage
   * return or `'`, which the loaders take off (`"x-marked": true` in the descriptor). Left out, `marked()` of
   * research-csv.ts decides: every string column without categories except the ids.
   */
  marked?: boolean;
}

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

/** A category list whose values are also the enum constraint, so a validator checks both. */
export function categorical(field: Omit<Field, 'categories' | 'constraints'>, categories: Category[], extra = {}): Field {
  return { ...field, categories, constraints: { enum: categories.map((c) => c.value), ...extra } };
}

export const describe = (text: string, en: string) => (text === en ? text : `${text} (English: ${en})`);
