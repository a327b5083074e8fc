/** True when the element takes typed text: a text-like input, a textarea, a select or contenteditable. */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !nonTextInputTypes.has(element.type);
  // jsdom lacks isContentEditable, so the attribute is read as well.
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || element.closest('[contenteditable]:not([contenteditable="false"])') !== null)
  );
}

const nonTextInputTypes = new Set([
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'image',
  'hidden',
]);
