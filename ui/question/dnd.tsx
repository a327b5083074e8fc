import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DndAnswer, DndQuestion } from '../../contract/questions';
import type { MoveDirection } from './dnd-item';
import { DndList } from './dnd-list';
import { currentOrder, moveItem } from './dnd-order';
import { KeepOrder } from './keep-order';
import { type HeadingLevel, QuestionHeading, QuestionHint, QuestionImages } from './parts';
import { useRefocusAfterMove } from './use-refocus-after-move';

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
  const { registerButton, refocusOn } = useRefocusAfterMove();

  /** Dragging announces through dnd-kit's own live region; only the Move buttons use this one. */
  const commit = (id: number, to: number, announce: boolean) => {
    const from = order.indexOf(id);
    if (from < 0 || to < 0 || to >= total || from === to) return;
    onAnswer(moveItem(order, from, to));
    if (announce) setAnnouncement(t('QUESTION.DND-MOVED', { item: textOf(id), position: to + 1, total }));
  };
  const onMove = (id: number, direction: MoveDirection) => {
    refocusOn(`${id}-${direction}`);
    commit(id, order.indexOf(id) + (direction === 'up' ? -1 : 1), true);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) commit(Number(active.id), order.indexOf(Number(over.id)), false);
  };

  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend>
        <QuestionHeading number={number} text={question.text} level={headingLevel} />
      </legend>
      <QuestionImages images={question.images} />
      <QuestionHint id={hintId}>{t('QUESTION.DND-HINT')}</QuestionHint>
      <DndList
        order={order}
        textOf={textOf}
        positionOf={positionOf}
        onDragEnd={onDragEnd}
        onMove={onMove}
        registerButton={registerButton}
      />
      <KeepOrder canKeep={question.answered.length === 0 && total > 0} onKeep={() => onAnswer(order)} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
