import { useCallback, useEffect, useRef, useState } from "react";

/** How long a hover-opened menu stays open after the pointer leaves it (spec: 200 ms). */
export const MENU_CLOSE_DELAY_MS = 200;

export type MenuState = { top: number | null; nested: number | null };
const closed: MenuState = { top: null, nested: null };

/**
 * Open/close state of the two-level desktop menu, shared by pointer and keyboard. The close
 * timer gives the pointer 200 ms to travel between a top item and its panel without the
 * panel snapping shut; it is cleared on unmount so nothing fires after the page is left.
 */
export function useMenuState() {
  const [state, setState] = useState<MenuState>(closed);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const closeAll = useCallback(() => {
    cancelClose();
    setState(closed);
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setState(closed), MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const openTop = useCallback(
    (top: number) => {
      cancelClose();
      setState((s) => (s.top === top ? s : { top, nested: null }));
    },
    [cancelClose],
  );

  const toggleTop = useCallback(
    (top: number) => {
      cancelClose();
      setState((s) => (s.top === top ? closed : { top, nested: null }));
    },
    [cancelClose],
  );

  const setNested = useCallback(
    (nested: number | null) => {
      cancelClose();
      setState((s) => (s.top === null ? s : { ...s, nested }));
    },
    [cancelClose],
  );

  const toggleNested = useCallback(
    (nested: number) => {
      cancelClose();
      setState((s) => (s.top === null ? s : { ...s, nested: s.nested === nested ? null : nested }));
    },
    [cancelClose],
  );

  useEffect(() => cancelClose, [cancelClose]);

  return { state, openTop, toggleTop, setNested, toggleNested, closeAll, scheduleClose, cancelClose };
}
