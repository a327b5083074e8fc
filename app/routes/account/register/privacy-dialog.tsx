import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Modal, ModalClose } from '../../../../ui/modal';
import { PrivacyStatement } from '../../../features/privacy/privacy-statement';

/** The privacy statement over the registration form, closed by its one button. */
export function PrivacyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('GDPR.TITLE')}
      description={t('REGISTER.PRIVACY_DIALOG_TEXT')}
      fullscreenOnPhone
      footer={
        <ModalClose asChild>
          <Button>{t('REGISTER.PRIVACY_BACK')}</Button>
        </ModalClose>
      }
    >
      <PrivacyStatement headingLevel={3} />
    </Modal>
  );
}
