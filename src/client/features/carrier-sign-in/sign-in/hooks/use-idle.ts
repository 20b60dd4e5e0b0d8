import { useEffect, useRef } from 'react';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'input', 'wheel'] as const;

/**
 * Calls `onIdle` once after `ms` without a touch, key or pointer move on the page, while `active`.
 * Any activity starts the count again.
 */
export function useIdle(active: boolean, ms: number, onIdle: () => void): void {
  const callback = useRef(onIdle);
  useEffect(() => {
    callback.current = onIdle;
  });
  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(() => callback.current(), ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback.current(), ms);
    };
    for (const type of ACTIVITY) document.addEventListener(type, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY) document.removeEventListener(type, restart, { capture: true });
    };
  }, [active, ms]);
}
