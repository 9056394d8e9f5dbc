import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec 1 §9: the mobile breakpoint is 768 px (Tailwind's md). */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';
