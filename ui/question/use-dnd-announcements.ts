import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface DndAnnouncementsInput {
  textOf: (id: UniqueIdentifier) => string;
  /** The 1-based place of an item in the list; 0 for none. */
  positionOf: (id: UniqueIdentifier | undefined) => number;
  total: number;
}

/** What dnd-kit's live region reads out while an item is dragged, with the item's text and position. */
export function useDndAnnouncements({ textOf, positionOf, total }: DndAnnouncementsInput): Announcements {
  const { t } = useTranslation();
  // dnd-kit reports the item as over its own place right after the pick-up; skip that one so the
  // pick-up message is the one read out.
  const justPickedUp = useRef(false);
  return {
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
}
