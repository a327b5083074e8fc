import type { CheckboxProps } from './checkbox';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const checkboxExamples = {
  default: { label: 'Remember me' },
  checked: { label: 'Remember me', defaultChecked: true },
  withHint: { label: 'Remember me', hint: 'Do not use this on a shared computer.' },
  error: {
    label: (
      <span>
        I agree to the{' '}
        <a href="#gdpr" className="text-accent underline">
          processing of my personal data
        </a>
      </span>
    ),
    error: 'VALIDATION.REQUIRED',
  },
  disabled: { label: 'Evaluated', defaultChecked: true, disabled: true },
  longGerman: {
    label: 'Ich stimme der Verarbeitung meiner personenbezogenen Daten gemäß Datenschutzgrundverordnungsbestimmungen zu',
    error: 'VALIDATION.REQUIRED',
  },
  cyrillic: { label: 'Запомни ме', hint: 'Не използвайте това на общ компютър.' },
} satisfies Record<string, CheckboxProps>;
