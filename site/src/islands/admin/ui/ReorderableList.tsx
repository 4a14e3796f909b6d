import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';

interface Props<Item> {
  label: string;
  items: Item[];
  itemId: (item: Item) => number;
  itemName: (item: Item) => string;
  /** The items in their new order, after a drop or an arrow key. */
  onReorder: (items: Item[]) => void;
  children: (item: Item) => ReactNode;
}

function moved<Item>(items: Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A list the operator orders by dragging a row, or by keyboard: the row's handle takes Arrow Up and Arrow
 * Down (and Home/End), keeps the focus while the row moves, and a live region says where it is now.
 */
export function ReorderableList<Item>({ label, items, itemId, itemName, onReorder, children }: Props<Item>) {
  const helpId = useId();
  // The row being dragged: a ref for the drop (events follow each other faster than renders), state for its look.
  const draggedRef = useRef<number | null>(null);
  const [dragged, setDraggedState] = useState<number | null>(null);
  const setDragged = (index: number | null) => {
    draggedRef.current = index;
    setDraggedState(index);
  };
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    focusAfterMove.current = itemId(item);
    setAnnouncement(catalogueScreenMessages.movedTo(itemName(item), to + 1, items.length));
    onReorder(moved(items, from, to));
  }

  return (
    <>
      <p id={helpId} className="sr-only">
        {catalogueScreenMessages.reorderHelp}
      </p>
      <ul className="grid gap-2" aria-label={label}>
        {items.map((item, index) => (
          <li
            key={itemId(item)}
            aria-label={itemName(item)}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(itemId(item)));
              setDragged(index);
            }}
            onDragOver={(event) => draggedRef.current !== null && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (draggedRef.current !== null) move(draggedRef.current, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={`flex items-start gap-2 rounded-xl border bg-white p-3 ${dragged === index ? 'border-brand-500 opacity-60' : 'border-slate-200'}`}
          >
            <button
              type="button"
              ref={(element) => {
                if (element) handles.current.set(itemId(item), element);
                else handles.current.delete(itemId(item));
              }}
              className="flex min-h-9 min-w-9 cursor-grab items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-50"
              aria-label={`Reihenfolge ändern: ${itemName(item)}, Position ${index + 1} von ${items.length}`}
              aria-describedby={helpId}
              onKeyDown={(event) => {
                const target = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: items.length - 1 }[event.key];
                if (target === undefined) return;
                event.preventDefault();
                move(index, target);
              }}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <div className="min-w-0 flex-1">{children(item)}</div>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
