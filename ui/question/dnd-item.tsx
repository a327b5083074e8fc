import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';

export type MoveDirection = 'up' | 'down';

export interface DndItemProps {
  id: number;
  text: string;
  index: number;
  total: number;
  onMove: (id: number, direction: MoveDirection) => void;
  /** Lets the list put focus back on a move button after the item changed place. */
  registerButton: (key: string, element: HTMLButtonElement | null) => void;
}

/**
 * On phones the Move buttons share the row beside the handle equally, a label wrapping inside its button; a button
 * is never narrower than its longest word (min-content, over the usual 44 px minimum), else it takes a row of its own.
 */
const moveButtonClass = cn(
  buttonVariants({ variant: 'secondary' }),
  'min-w-min! grow basis-0 px-2 text-center desktop:order-3 desktop:grow-0 desktop:basis-auto desktop:px-3',
);

/** One item of the ordering list: a drag handle (mouse, touch, keyboard) and the Move up / Move down buttons. */
export function DndItem({ id, text, index, total, onMove, registerButton }: DndItemProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('QUESTION.DND-ROLE') },
  });
  const first = index === 0;
  const last = index === total - 1;
  const move = (direction: MoveDirection, disabled: boolean) => () => {
    if (!disabled) onMove(id, direction);
  };

  // Phones: the text has the item's whole width (long German words need not break), and the drag handle and
  // the two Move buttons share the row below, a button going to a row of its own when its label needs it.
  // From 820 px: handle, text and buttons in one row.
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-control border-2 border-border-strong bg-surface p-3 desktop:flex-row desktop:items-center',
        'data-dragging:relative data-dragging:z-10 data-dragging:border-accent data-dragging:border-dashed data-dragging:shadow-lg',
      )}
    >
      <div className="flex min-w-0 items-baseline gap-3 desktop:order-2 desktop:flex-1">
        <span className="font-bold">{index + 1}.</span>
        <span className="min-w-0 break-words hyphens-auto">{text}</span>
      </div>
      <div className="flex flex-wrap items-stretch gap-2 desktop:contents">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('QUESTION.DRAG-ITEM', { item: text })}
          className={cn(
            'inline-flex min-h-11 min-w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-control',
            'border-2 border-border bg-surface-muted text-text active:cursor-grabbing desktop:order-1',
            'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        >
          <GripIcon />
        </button>
        <button
          type="button"
          ref={(element) => registerButton(`${id}-up`, element)}
          aria-disabled={first || undefined}
          onClick={move('up', first)}
          className={moveButtonClass}
        >
          <span aria-hidden="true">↑</span>
          {t('QUESTION.MOVE-UP')}
          <span className="sr-only">: {text}</span>
        </button>
        <button
          type="button"
          ref={(element) => registerButton(`${id}-down`, element)}
          aria-disabled={last || undefined}
          onClick={move('down', last)}
          className={moveButtonClass}
        >
          <span aria-hidden="true">↓</span>
          {t('QUESTION.MOVE-DOWN')}
          <span className="sr-only">: {text}</span>
        </button>
      </div>
    </li>
  );
}

function GripIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.8} />))}
    </svg>
  );
}
