import { useNavigate } from 'react-router';
import type { Tool } from '../../../contract/content';
import { topicSelectPath } from '../../shared/paths';
import { useConfigQuery } from '../../store/survey-api';
import { TakeSurveyModal } from './take-survey-modal';

/**
 * The take-survey modal wired to the server's settings: its without-registration button follows
 * ALLOW_ANONYMOUS (GET /api/config). Loaded with the dialog code when the modal first opens (layout/modal-host).
 */
export function TakeSurveyDialog({ open, onClose, variant }: { open: boolean; onClose: () => void; variant: Tool }) {
  const navigate = useNavigate();
  const { data: config } = useConfigQuery();
  return (
    <TakeSurveyModal
      open={open}
      onClose={onClose}
      allowAnonymous={config?.allow_anonymous ?? false}
      onAnonymous={() => void navigate(topicSelectPath(variant))}
      loginReturn={topicSelectPath(variant)}
    />
  );
}
