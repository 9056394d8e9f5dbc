import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** How long after a dialog closes its opener may still be replaced by the fresh rows of a list. */
const SETTLE_MS = 1000;

function focusPageTitle() {
  const title = document.querySelector<HTMLElement>('main h1');
  if (!title) return;
  title.tabIndex = -1;
  title.focus();
}

/**
 * Where focus goes when a dialog closes. Radix returns it to the control that opened the dialog;
 * when that control is gone, now or as the list re-renders just after (the 'Processar' of an
 * instalment the dialog just paid), focus fell to the page body and a keyboard or screen-reader user
 * started again from the top. Then the page's title takes it instead.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const returnedTo = opener.current;
      if (event.defaultPrevented || !returnedTo || returnedTo === document.body) return;
      // Lost: the opener is gone and focus is nowhere a person works (the body, the toasts' list),
      // rather than in the page, its header and menu, or another dialog opened meanwhile.
      const lost = () => {
        if (returnedTo.isConnected) return false;
        const active = document.activeElement;
        return !active?.closest('main, header, nav, [role="dialog"], [role="alertdialog"]');
      };
      const settle = () => {
        observer.disconnect();
        document.removeEventListener('focusin', check);
        clearTimeout(timer);
        if (lost()) focusPageTitle();
      };
      const check = () => {
        if (lost()) settle();
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true });
      document.addEventListener('focusin', check);
      const timer = setTimeout(settle, SETTLE_MS);
    },
  };
}
