import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's message under a form (docs/product/messages.md, "apiError"), read out when it appears. */
export function ApiErrorLine({ messageKey, exclaim = false }: { messageKey: string | null; exclaim?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      {messageKey ? (
        <p className="m-0 rounded-card border-danger border-l-4 bg-danger-soft p-3 font-bold text-danger text-lg">
          <span className="sr-only">{t('UI.ERROR_PREFIX')} </span>
          {t(messageKey)}
          {exclaim ? '!' : null}
        </p>
      ) : null}
    </div>
  );
}

/** The green confirmation that replaces the error lines (e-mail sent, activation sent). */
export function SuccessLine({ children }: { children: ReactNode }) {
  return (
    <div role="status">
      {children ? (
        <p className="m-0 rounded-card border-success border-l-4 bg-success-soft p-3 font-bold text-lg text-success">
          {children}
        </p>
      ) : null}
    </div>
  );
}
