// Tab out of a group of radios inside a panel's focus trap: the browser makes the group one tab stop but Radix's
// trap counts each radio, so Tab from a group that ends the panel would land back in the group. Panels call this on
// keydown, before the trap: Tab (or Shift+Tab) from such a group moves to the panel's first (or last) stop.

const STOP =
  'a[href], button, input, select, textarea, summary, iframe, [contenteditable=""], [contenteditable="true"], [tabindex]';

const isHidden = (element: Element, container: Element): boolean => {
  if (getComputedStyle(element).visibility === 'hidden') return true;
  for (let node: Element | null = element; node && node !== container; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return true;
  }
  return false;
};

/** The elements Tab can reach in a container, in order, every radio of a group counted (as Radix counts them). */
const tabStops = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(STOP)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      !isHidden(element, container),
  );

const radioGroupOf = (element: Element): { name: string; form: HTMLFormElement | null } | null =>
  element instanceof HTMLInputElement && element.type === 'radio' && element.name
    ? { name: element.name, form: element.form }
    : null;

const sameGroup = (group: { name: string; form: HTMLFormElement | null }) => (element: Element) => {
  const other = radioGroupOf(element);
  return other !== null && other.name === group.name && other.form === group.form;
};

/** Where the browser puts the focus when Tab reaches a stop: a radio's group gives its checked radio, or an end. */
const landingOf = (target: HTMLElement, stops: HTMLElement[], backwards: boolean): HTMLElement => {
  const group = radioGroupOf(target);
  if (!group) return target;
  const radios = stops.filter(sameGroup(group)) as HTMLInputElement[];
  return radios.find((radio) => radio.checked) ?? (backwards ? radios[radios.length - 1]! : radios[0]!);
};

/** A panel's keydown: Tab out of a radio group that ends the panel wraps to its other end. */
export const tabOutOfRadioGroup = (event: React.KeyboardEvent<HTMLElement>): void => {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const active = event.target;
  const group = active instanceof Element ? radioGroupOf(active) : null;
  if (!group) return;
  const inGroup = sameGroup(group);
  const stops = tabStops(event.currentTarget);
  const index = stops.indexOf(active as HTMLElement);
  if (index < 0) return;
  const backwards = event.shiftKey;
  const ahead = backwards ? stops.slice(0, index) : stops.slice(index + 1);
  // A stop outside the group lies ahead inside the panel: the browser's own move gets there.
  if (ahead.some((element) => !inGroup(element))) return;
  event.preventDefault();
  const others = stops.filter((element) => !inGroup(element));
  const target = backwards ? others[others.length - 1] : others[0];
  // Nothing else in the panel to go to: the focus stays in the group, where the browser would keep it.
  if (target) landingOf(target, stops, backwards).focus();
};
