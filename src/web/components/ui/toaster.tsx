import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@web/components/ui/toast';
import { useToast } from '@web/components/ui/use-toast';

/**
 * Escape belongs to the open dialog, not to a toast raised over it: Radix hands Escape to the newest
 * layer, so the first Escape closed the toast and left the dialog open. With a dialog open, Escape
 * presses its close (or Cancelar) and the toast stays to be read.
 */
function closeOpenDialog(event: KeyboardEvent) {
  const close = document.querySelector<HTMLElement>(
    '[data-slot="dialog-content"][data-state="open"] [data-slot="dialog-close"], [data-slot="alert-dialog-content"][data-state="open"] [data-slot="alert-dialog-cancel"]',
  );
  if (!close) return;
  event.preventDefault();
  close.click();
}

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} onEscapeKeyDown={closeOpenDialog} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
