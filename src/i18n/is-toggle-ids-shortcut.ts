/** Ctrl or Cmd plus Shift plus 7 (spec 2): toggles translation keys. Layout-independent via `code`. */
export function isToggleIdsShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code' | 'key'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && (event.code === 'Digit7' || event.key === '7');
}
