/**
 * What a visitor types into a prerendered form before the app takes over. A hydrated page
 * keeps its fields, but React's state does not know what they hold; a page the app renders
 * over gets new, empty fields (the shell's copy while the screen loads, then the screen
 * itself). Values and ticked boxes are recorded as they change and handed to the screen's
 * fields once it is there, as if entered there, with the focus where it was. Fields are
 * matched by their place in the page and their type: the markup is the same, but ids made by
 * React's useId may differ from the prerendered ones. A form sent in the meantime would be
 * posted natively, reloading the page: it is held, then sent by the screen's own form once
 * the values are in.
 */
type Entry = { value: string } | { checked: boolean };

/** The mark shell/public/paint-first.js puts on a prerendered form it kept from being sent. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-submit-held';

const entered = new Map<string, Entry>();
let focused: string | undefined;
let submitted = false;
let recording = false;

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (target: unknown): target is Field =>
  (target instanceof HTMLInputElement &&
    !['file', 'submit', 'button', 'reset', 'hidden'].includes(target.type)) ||
  target instanceof HTMLTextAreaElement;

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const FIELDS = '#root main input, #root main textarea';

const fieldsOf = (doc: Document) => [...doc.querySelectorAll(FIELDS)].filter(isField);

const typeOf = (field: Field) => (field instanceof HTMLInputElement ? field.type : 'textarea');

/** "3:email": the fourth field of the page's <main>, an e-mail box. */
const keyOf = (element: Element) => {
  if (!isField(element)) return undefined;
  const index = fieldsOf(element.ownerDocument).indexOf(element);
  return index < 0 ? undefined : `${index}:${typeOf(element)}`;
};

const inMain = (element: Element) => element.closest('#root main') !== null;

const changed = (field: Field) =>
  isBox(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;

function record(field: Field) {
  const key = keyOf(field);
  if (!key || !inMain(field)) return;
  entered.set(key, isBox(field) ? { checked: field.checked } : { value: field.value });
}

function onChange(event: Event) {
  if (isField(event.target)) record(event.target);
}

function noteFocus(element: Element | null) {
  if (element && inMain(element)) focused = keyOf(element);
}

const onFocus = (event: Event) => noteFocus(event.target instanceof Element ? event.target : null);

function onSubmit(event: Event) {
  if (!(event.target instanceof HTMLFormElement) || !inMain(event.target)) return;
  event.preventDefault();
  submitted = true;
}

const listeners = [
  ['input', onChange],
  ['change', onChange],
  ['focusin', onFocus],
  ['submit', onSubmit],
] as const;

/** From the shell's start: what is already entered, then every change, until the screen is there. */
export function recordTypedValues(doc: Document = document): void {
  if (recording) return;
  recording = true;
  for (const field of fieldsOf(doc)) if (changed(field)) record(field);
  noteFocus(doc.activeElement);
  // Sent before the shell ran, and held by shell/public/paint-first.js.
  if (doc.querySelector(`#root main form[${HELD_SUBMIT_ATTRIBUTE}]`)) submitted = true;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
}

const setNatively = (field: Field, property: 'value' | 'checked', value: string | boolean) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);

/**
 * Sets a field as the visitor would, so that the screen's onChange sees it. React notes every
 * value set through the element's own `value` or `checked` and compares the field with it on
 * each input or click event: the prototype's setter changes the field without telling React,
 * then the event makes it compare. A hydrated field (React adopted the prerendered one) already
 * holds what was typed while React's state is still empty: React is first told it is empty.
 */
function enter(field: Field, entry: Entry) {
  if ('checked' in entry) {
    if (!isBox(field)) return;
    if (field.checked !== entry.checked) {
      field.click();
      return;
    }
    field.checked = !entry.checked;
    setNatively(field, 'checked', entry.checked);
    // A plain event, not a MouseEvent: React reads it, the box is not toggled again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (isBox(field) || entry.value === '') return;
  if (field.value === entry.value) field.value = '';
  else if (field.value !== '') return;
  setNatively(field, 'value', entry.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Fills the fields now on the page with what was entered and gives the focus back: into the
 * shell's copy of the prerendered page while the screen loads, then into the screen, which
 * ends the recording and sends a form the visitor already sent.
 */
export function restoreTypedValues(doc: Document = document, { final }: { final: boolean }): void {
  if (!recording) return;
  const fields = new Map(fieldsOf(doc).map((field, index) => [`${index}:${typeOf(field)}`, field]));
  for (const [key, entry] of entered) {
    const field = fields.get(key);
    if (field) enter(field, entry);
  }
  const focus = focused && fields.get(focused);
  if (focus && doc.activeElement !== focus) focus.focus();
  if (!final) return;
  recording = false;
  for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  entered.clear();
  focused = undefined;
  if (submitted) {
    submitted = false;
    // After React has applied the events above, so that the form sends the values.
    const form = doc.querySelector<HTMLFormElement>('#root main form');
    if (form) setTimeout(() => form.requestSubmit());
  }
}
