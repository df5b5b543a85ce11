import { useCallback, useEffect, useRef, useState } from "react";

/** How long a hover-opened menu stays open after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 200;

/**
 * `pinned` marks a panel opened (or kept open) by a click or key press: it stays until Escape,
 * a second click, or a click elsewhere. Panels opened by hover close 200 ms after the pointer
 * leaves. Without the distinction, a mouse click on a toggle would first open the panel by
 * hover and then close it again by click.
 */
export type MenuState = { top: number | null; nested: number | null; pinned: boolean };
const closed: MenuState = { top: null, nested: null, pinned: false };

/** Open/close state of the two-level desktop menu, shared by pointer and keyboard. */
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

  /** Pointer left the menu: hover-opened panels close after the delay; pinned ones stay. */
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setState((s) => (s.pinned ? s : closed)), MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const hoverTop = useCallback(
    (top: number) => {
      cancelClose();
      setState((s) => (s.top === top ? s : { top, nested: null, pinned: false }));
    },
    [cancelClose],
  );

  const openTop = useCallback(
    (top: number) => {
      cancelClose();
      setState((s) => (s.top === top ? { ...s, pinned: true } : { top, nested: null, pinned: true }));
    },
    [cancelClose],
  );

  const toggleTop = useCallback(
    (top: number) => {
      cancelClose();
      setState((s) => {
        if (s.top !== top) return { top, nested: null, pinned: true };
        return s.pinned ? closed : { ...s, pinned: true };
      });
    },
    [cancelClose],
  );

  const hoverNested = useCallback(
    (nested: number | null) => {
      cancelClose();
      setState((s) => (s.top === null || (s.pinned && s.nested !== null) ? s : { ...s, nested }));
    },
    [cancelClose],
  );

  const setNested = useCallback(
    (nested: number | null) => {
      cancelClose();
      setState((s) => (s.top === null ? s : { ...s, nested, pinned: true }));
    },
    [cancelClose],
  );

  const toggleNested = useCallback(
    (nested: number) => {
      cancelClose();
      setState((s) => {
        if (s.top === null) return s;
        const closing = s.nested === nested && s.pinned;
        return { ...s, nested: closing ? null : nested, pinned: true };
      });
    },
    [cancelClose],
  );

  useEffect(() => cancelClose, [cancelClose]);

  return { state, hoverTop, openTop, toggleTop, hoverNested, setNested, toggleNested, closeAll, scheduleClose };
}
