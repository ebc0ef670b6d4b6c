import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

/** What a screen reader hears while an item is dragged, in French, with the items' names. */
export interface DragTexts {
  instructions: string;
  start: (name: string) => string;
  over: (name: string, over: string) => string;
  end: (name: string, over: string) => string;
  cancel: (name: string) => string;
}

/**
 * A list ordered by dragging its items' handles: with a mouse or a finger (after 4 px, so a tap
 * stays a tap), or from the keyboard (Space to take, arrows to move, Space to drop, Escape to
 * cancel). A drop on another item calls `onDrop` with both ids.
 */
export function SortableList({
  ids,
  nameOf,
  texts,
  onDrop,
  children,
}: {
  ids: UniqueIdentifier[];
  nameOf: (id: UniqueIdentifier | undefined) => string;
  texts: DragTexts;
  onDrop: (moved: UniqueIdentifier, target: UniqueIdentifier) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.start(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? texts.over(nameOf(active.id), nameOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? texts.end(nameOf(active.id), nameOf(over.id)) : undefined),
    onDragCancel: ({ active }) => texts.cancel(nameOf(active.id)),
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onDrop(active.id, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
