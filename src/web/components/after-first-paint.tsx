import { startTransition, useEffect, useState, type ReactNode } from 'react';

let painted = false;

/**
 * Renders its children only once the app's first screen has been painted, in a render of their
 * own: the screen's heading shows first, and the heavy part (filters, the table) no longer makes
 * the first commit and its style and layout one long task on a phone. After that first
 * paint, and on every later screen, the children render at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        startTransition(() => setShown(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : null;
}
