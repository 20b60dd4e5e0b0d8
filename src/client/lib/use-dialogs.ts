import { useCallback, useMemo, useState } from 'react';

/**
 * Which of a screen's dialogs is open, and a React key for each that changes when it is opened and
 * never while it closes. Keying a dialog by its open state (or by the row it acts on) would unmount
 * an Ionic modal while it is still presented, and Ionic then leaves it on screen: after a delete the
 * row disappears from the list before the dialog has finished closing. With these keys each opening
 * starts with a fresh form, and a closing dialog keeps its instance and animates away.
 */
export function useDialogs<Name extends string>() {
  const [state, setState] = useState<{ open: Name | null; opened: number }>({ open: null, opened: 0 });
  const show = useCallback((name: Name) => setState((s) => ({ open: name, opened: s.opened + 1 })), []);
  const close = useCallback(() => setState((s) => (s.open === null ? s : { ...s, open: null })), []);
  return useMemo(
    () => ({
      /** The open dialog, or null. */
      open: state.open,
      show,
      close,
      isOpen: (name: Name) => state.open === name,
      key: (name: Name) => `${name}-${state.opened}`,
    }),
    [state, show, close],
  );
}
