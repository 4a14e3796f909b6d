import type { KeyboardEvent } from 'react';

/**
 * Arrow keys move between the grid's inputs as in a spreadsheet: up and down always, left and right when the
 * caret is at the start or end of the text (inside it they still move the caret). Inputs carry data-row and
 * data-column; the width headers are row -1, the height headers column -1.
 */
export function moveWithArrows(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  const steps: Record<string, [number, number] | null> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: atStart ? [0, -1] : null,
    ArrowRight: atEnd ? [0, 1] : null,
  };
  const step = steps[event.key];
  if (!step) return;
  const row = Number(input.dataset.row) + step[0];
  const column = Number(input.dataset.column) + step[1];
  const next = input.closest('table')?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-column="${column}"]`);
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.select();
}
