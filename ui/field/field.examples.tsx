import { describedBy, Field, type FieldProps, inputClasses } from './field';

export type FieldExample = Omit<FieldProps, 'children'>;

/** The bare wiring around a plain input, as the stories and tests show it. */
export function FieldDemo(props: FieldExample) {
  return (
    <Field {...props}>
      {(ids) => <input id={ids.controlId} className={inputClasses} {...describedBy(ids, props.hint, props.error)} />}
    </Field>
  );
}

/** Named examples of the field wiring (label, hint, error). */
export const fieldExamples = {
  default: { label: 'Location' },
  withHint: { label: 'Location', hint: 'The town or village where you live.' },
  error: { label: 'Location', hint: 'The town or village where you live.', error: 'VALIDATION.REQUIRED' },
  longGerman: {
    label: 'Wohnortbezeichnung einschließlich Gemeindezugehörigkeitsangabe',
    hint: 'Die Gemeindeverwaltungszuständigkeitsbereichsbezeichnung Ihres Wohnortes.',
    error: 'VALIDATION.REQUIRED',
  },
  cyrillic: { label: 'Населено място', hint: 'Градът или селото, в което живеете.', error: 'VALIDATION.REQUIRED' },
} satisfies Record<string, FieldExample>;
