import { lazy, Suspense, useRef, useState } from 'react';
import { AccessibilityIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ACCESSIBILITY_TITLE } from './preferences';

// The dialog (select, switches) is not needed until someone opens it: the landing page stays small.
const AccessibilityDialog = lazy(() => import('./accessibility-dialog').then((m) => ({ default: m.AccessibilityDialog })));

/** The floating button at the bottom right and its modal dialog (spec 1 §2.4). */
export function AccessibilityPanel() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        size="icon"
        aria-label={ACCESSIBILITY_TITLE}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-40 size-12 rounded-full shadow-lg print:hidden [&_svg:not([class*='size-'])]:size-6"
      >
        <AccessibilityIcon aria-hidden="true" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <AccessibilityDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
