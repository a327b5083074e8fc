import { Button } from '../button';
import { IconButton, InfoIcon, RetryIcon } from '../icon-button';
import type { TooltipProps } from './tooltip';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const tooltipExamples = {
  closed: { content: 'Start this survey again from the first question.', children: <Button variant="secondary">Retry</Button> },
  open: {
    content: 'Start this survey again from the first question.',
    defaultOpen: true,
    children: <IconButton icon={<RetryIcon />} label="Retry" variant="secondary" />,
  },
  bottom: {
    content: 'Shows the previous attempt beside this one.',
    side: 'bottom',
    defaultOpen: true,
    children: <Button>Previous results</Button>,
  },
  longGerman: {
    content: 'Diesen Fragebogen von der ersten Frage an erneut ausfüllen (Wiederholungsbearbeitung).',
    defaultOpen: true,
    children: <IconButton icon={<InfoIcon />} label="Weitere Informationen" />,
  },
  cyrillic: { content: 'Започнете въпросника отначало.', defaultOpen: true, children: <Button>Отначало</Button> },
} satisfies Record<string, TooltipProps>;
