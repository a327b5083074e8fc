import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { loginPath, pages } from '../../shared/paths';

export interface TakeSurveyModalProps {
  open: boolean;
  onClose: () => void;
  /** ALLOW_ANONYMOUS: the without-registration choice is disabled unless the server allows it. */
  allowAnonymous?: boolean;
  onAnonymous?: () => void;
  /** Where "Log in" returns to after the login (the tool's topic select). */
  loginReturn?: string;
}

/**
 * The anonymous visitor's choice: register, log in (an account made earlier or on another device), or
 * (when allowed) take the survey without registering.
 */
export function TakeSurveyModal({ open, onClose, allowAnonymous = false, onAnonymous, loginReturn }: TakeSurveyModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('TAKE_SURVEY.TITLE')} fullscreenOnPhone>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <Button size="full" aria-describedby="take-survey-register-text" onClick={() => go(pages.register)}>
            {t('TAKE_SURVEY.REGISTER')}
          </Button>
          <p id="take-survey-register-text">{t('TAKE_SURVEY.REGISTER_TEXT')}</p>
        </div>
        <div className="flex flex-col gap-2">
          <Button
            size="full"
            variant="secondary"
            aria-describedby="take-survey-login-text"
            onClick={() => go(loginPath(loginReturn))}
          >
            {t('TAKE_SURVEY.LOGIN')}
          </Button>
          <p id="take-survey-login-text">{t('TAKE_SURVEY.LOGIN_TEXT')}</p>
        </div>
        <div className="flex flex-col gap-2">
          <Button
            size="full"
            variant="secondary"
            disabled={!allowAnonymous}
            aria-describedby="take-survey-anonymous-text"
            onClick={() => {
              onClose();
              onAnonymous?.();
            }}
          >
            {t('TAKE_SURVEY.ANONYMOUS')}
          </Button>
          <p id="take-survey-anonymous-text">
            {t('TAKE_SURVEY.ANONYMOUS_TEXT')}
            {allowAnonymous ? null : <strong className="block">{t('TAKE_SURVEY.ANONYMOUS_DISABLED')}</strong>}
          </p>
        </div>
      </div>
    </Modal>
  );
}
