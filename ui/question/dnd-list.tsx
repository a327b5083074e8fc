import {
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
import { useTranslation } from 'react-i18next';
import { DndItem, type MoveDirection } from './dnd-item';
import { useDndAnnouncements } from './use-dnd-announcements';

export interface DndListProps {
  /** The option ids in the order shown. */
  order: number[];
  textOf: (id: UniqueIdentifier) => string;
  positionOf: (id: UniqueIdentifier | undefined) => number;
  onDragEnd: (event: DragEndEvent) => void;
  onMove: (id: number, direction: MoveDirection) => void;
  registerButton: (key: string, element: HTMLButtonElement | null) => void;
}

/** The sortable list: dragged with a mouse or finger, or picked up with Space and moved with the arrow keys. */
export function DndList({ order, textOf, positionOf, onDragEnd, onMove, registerButton }: DndListProps) {
  const { t } = useTranslation();
  const total = order.length;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useDndAnnouncements({ textOf, positionOf, total });

  return (
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
  );
}
