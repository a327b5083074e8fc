import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DndAnswer, DndQuestion } from '../../contract/questions';
import { Button } from '../button';
import { DndItem, type MoveDirection } from './dnd-item';
import { currentOrder, moveItem } from './dnd-order';
import { type HeadingLevel, QuestionHeading, QuestionHint, QuestionImages } from './parts';

export interface DndQuestionViewProps {
  question: DndQuestion;
  number: number;
  /** The whole new order as option ids, after every move (or when the shown order is kept as it is). */
  onAnswer: (answer: DndAnswer) => void;
  headingLevel?: HeadingLevel;
}

/**
 * DND, ordering. Three ways to move an item, all reporting the same answer: drag the handle with a mouse
 * or finger, pick the handle up with Space and move it with the arrow keys (dnd-kit's keyboard sensor), or
 * press the Move up / Move down buttons. Every move is announced with the item's new position.
 */
export function DndQuestionView({ question, number, onAnswer, headingLevel }: DndQuestionViewProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const order = currentOrder(question);
  const total = order.length;
  const textOf = (id: UniqueIdentifier) => question.dnd_options.find((o) => o.id === Number(id))?.text ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : order.indexOf(Number(id)) + 1);

  const [announcement, setAnnouncement] = useState('');
  const [kept, setKept] = useState(false);
  const keptNote = useRef<HTMLParagraphElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const registerButton = (key: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  // React may move the focused item's element while reordering, which drops focus; put it back.
  useLayoutEffect(() => {
    if (refocus.current) buttons.current.get(refocus.current)?.focus();
    refocus.current = null;
  });
  // The Keep button disappears once clicked; its confirmation takes the focus instead.
  useLayoutEffect(() => {
    if (kept) keptNote.current?.focus();
  }, [kept]);

  /** Dragging announces through dnd-kit's own live region; only the Move buttons use this one. */
  const commit = (id: number, to: number, announce: boolean) => {
    const from = order.indexOf(id);
    if (from < 0 || to < 0 || to >= total || from === to) return;
    onAnswer(moveItem(order, from, to));
    if (announce) setAnnouncement(t('QUESTION.DND-MOVED', { item: textOf(id), position: to + 1, total }));
  };
  const onMove = (id: number, direction: MoveDirection) => {
    refocus.current = `${id}-${direction}`;
    commit(id, order.indexOf(id) + (direction === 'up' ? -1 : 1), true);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) commit(Number(active.id), order.indexOf(Number(over.id)), false);
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit reports the item as over its own place right after the pick-up; skip that one so the
  // pick-up message is the one read out.
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return t('QUESTION.DND-PICKED-UP', { item: textOf(active.id), position: positionOf(active.id), total });
    },
    onDragOver: ({ active, over }) => {
      const skip = justPickedUp.current && over?.id === active.id;
      justPickedUp.current = false;
      return over && !skip
        ? t('QUESTION.DND-OVER', { item: textOf(active.id), position: positionOf(over.id), total })
        : undefined;
    },
    onDragEnd: ({ active, over }) =>
      t('QUESTION.DND-DROPPED', { item: textOf(active.id), position: positionOf(over?.id ?? active.id), total }),
    onDragCancel: ({ active }) =>
      t('QUESTION.DND-CANCELLED', { item: textOf(active.id), position: positionOf(active.id), total }),
  };

  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend>
        <QuestionHeading number={number} text={question.text} level={headingLevel} />
      </legend>
      <QuestionImages images={question.images} />
      <QuestionHint id={hintId}>{t('QUESTION.DND-HINT')}</QuestionHint>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('QUESTION.DND-INSTRUCTIONS') } }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="mt-4 flex list-none flex-col gap-3 p-0">
            {order.map((id, index) => (
              <DndItem
                key={id}
                id={id}
                text={textOf(id)}
                index={index}
                total={total}
                onMove={onMove}
                registerButton={registerButton}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {question.answered.length === 0 && total > 0 ? (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            onAnswer(order);
            setKept(true);
          }}
        >
          {t('QUESTION.DND-KEEP-ORDER')}
        </Button>
      ) : kept ? (
        <p ref={keptNote} tabIndex={-1} className="mt-4 text-lg font-bold text-success">
          {t('QUESTION.DND-ORDER-KEPT')}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
