import { useEffect } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor typed or ticked in a server-rendered field before the page hydrated. React
 * keeps it on screen but not in state, so the next render of the field would wipe it (its own
 * replay of such changes is still behind a flag: react#33129). Once hydrated, the field hands
 * it to its onChange as a real event, as if typed now.
 */
export function useTypedBeforeHydration(controlId: string, value: unknown, checked?: unknown) {
  // Only the first commit can follow a hydration: later ones come from the field's own state.
  useEffect(() => {
    const control = document.getElementById(controlId);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
    if (control instanceof HTMLInputElement && typeof checked === 'boolean') {
      if (control.checked === checked) return;
      // React sees a click that turns the box from the state's value to the visitor's.
      control.checked = checked;
      control.click();
      return;
    }
    if (typeof value !== 'string' || control.value === value) return;
    replayTyped(control, value);
  }, []);
}

function replayTyped(control: Control, value: string) {
  const typed = control.value;
  // The element's own setter is React's: it now believes the field holds the state's value.
  control.value = value;
  // The prototype's setter puts the typed text back without React noticing, so the input
  // event below is a change to React, reported to onChange.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
