import type { ServerMessage } from '../../contract/messages';
import { backendMessageKey } from '../../contract/wire';
import { projectTexts } from './server-texts';

/**
 * A message as the wire carries it (docs/product/choices.md): its key as `en`, and as `cz` the Czech words
 * our own app shows for it, read from locales/cs (BACKEND-RESPONSES.<en>) as every other text is.
 */
export const wireMessage = (message: ServerMessage) => ({
  en: message.en,
  cz: projectTexts('cs', backendMessageKey(message.en)),
});
