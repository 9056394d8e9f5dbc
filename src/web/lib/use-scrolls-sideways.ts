import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than it, so it scrolls sideways (a table on a phone, or at
 * a large font). Followed as the element or its first child change size.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    // jsdom has no layout, so nothing there ever scrolls.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
