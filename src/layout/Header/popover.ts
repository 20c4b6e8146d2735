/** False where the browser has no popovers: there the menu is a plain list, always shown. */
function isOpen(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Hides a popover if it is showing; a closed one, or the always-shown wide-screen row, is left alone. */
export function closePopover(element: HTMLElement | null) {
  if (element && isOpen(element)) element.hidePopover();
}
