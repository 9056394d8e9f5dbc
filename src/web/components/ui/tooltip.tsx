import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec 1 §9: a tooltip opens after 700 ms of hover, at once if another closed in the last 300 ms. */
const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
/** Between the tooltip and its element, and between the tooltip and the window's edge. */
const GAP_PX = 4;
const MARGIN_PX = 8;

interface Shown {
  anchor: HTMLElement;
  text: string;
}

const anchorOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null);

/**
 * The signed-in app's one tooltip: any element with `data-tooltip="text"` shows the text above it
 * (below when there is no room) on mouse hover or keyboard focus. One listener set for the whole
 * app instead of a Radix tooltip per button: a list of 25 rows had 50 of them, and mounting them
 * made the rows' commit a long task on a phone. Like Radix's, it stays while the pointer
 * is over it, and Escape or a press closes it.
 */
export function TooltipLayer() {
  const [shown, setShown] = useState<Shown | null>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: HTMLElement | null = null;
    let closedAt = -Infinity;
    const inTooltip = (target: EventTarget | null) => target instanceof Node && Boolean(tooltipRef.current?.contains(target));
    const show = (anchor: HTMLElement) => {
      clearTimeout(timer);
      current = anchor;
      setShown({ anchor, text: anchor.dataset.tooltip ?? '' });
    };
    const hide = () => {
      clearTimeout(timer);
      if (!current) return;
      current = null;
      closedAt = performance.now();
      setShown(null);
    };

    const onPointerOver = (event: PointerEvent) => {
      const anchor = anchorOf(event.target);
      if (event.pointerType === 'touch' || !anchor || anchor === current) return;
      clearTimeout(timer);
      if (current || performance.now() - closedAt < SKIP_DELAY_MS) show(anchor);
      else timer = setTimeout(() => show(anchor), DELAY_MS);
    };
    // Leaving an element with a tooltip, or the tooltip, for anywhere but the other of the two.
    const onPointerOut = (event: PointerEvent) => {
      const from = anchorOf(event.target);
      if (!from && !inTooltip(event.target)) return;
      const to = event.relatedTarget;
      if (inTooltip(to) || (to instanceof Node && (from?.contains(to) || current?.contains(to)))) return;
      hide();
    };
    const onFocusIn = (event: FocusEvent) => {
      const anchor = anchorOf(event.target);
      if (anchor?.matches(':focus-visible')) show(anchor);
    };
    // Before a dialog's own Escape handler (it listens on the document): the first Escape closes
    // only the tooltip, as with Radix's layered tooltips.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !current) return;
      event.preventDefault();
      hide();
    };
    const listeners = [
      [document, 'pointerover', onPointerOver],
      [document, 'pointerout', onPointerOut],
      [document, 'focusin', onFocusIn],
      [document, 'focusout', hide],
      [document, 'pointerdown', hide],
      [window, 'keydown', onKeyDown, true],
      [window, 'scroll', hide, true],
    ] as const;
    for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener as EventListener, capture);
    return () => {
      clearTimeout(timer);
      for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener as EventListener, capture);
    };
  }, []);

  useLayoutEffect(() => {
    const tooltip = tooltipRef.current;
    if (!shown || !tooltip) return;
    const anchor = shown.anchor.getBoundingClientRect();
    const above = anchor.top - GAP_PX - tooltip.offsetHeight;
    const top = above >= MARGIN_PX ? above : anchor.bottom + GAP_PX;
    const centred = anchor.left + anchor.width / 2 - tooltip.offsetWidth / 2;
    const left = Math.max(MARGIN_PX, Math.min(centred, window.innerWidth - tooltip.offsetWidth - MARGIN_PX));
    tooltip.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      ref={tooltipRef}
      role="tooltip"
      // Above dialogs (z-50), whose buttons have tooltips too.
      className="fixed top-0 left-0 z-[100] w-fit max-w-xs animate-fade-in rounded-md bg-foreground px-3 py-1.5 text-xs text-background"
    >
      {shown.text}
    </div>
  );
}
