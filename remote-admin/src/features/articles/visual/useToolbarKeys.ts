import { type KeyboardEvent, useState } from 'react';

const moves: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * A toolbar as the WAI-ARIA pattern has it: one stop of Tab, on the button last used (the first
 * at the start); ← and → move between its buttons, round its ends, Home and End to the first and
 * the last.
 */
export function useToolbarKeys(count: number) {
  const [current, setCurrent] = useState(0);
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const move = moves[event.key];
    if (at < 0 || move === undefined) return;
    event.preventDefault();
    buttons[move(at, buttons.length)]?.focus();
  }
  return {
    onKeyDown,
    tabIndexOf: (index: number) => (index === Math.min(current, count - 1) ? 0 : -1),
    focused: setCurrent,
  };
}
