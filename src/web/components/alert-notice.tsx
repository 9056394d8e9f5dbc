import type { ReactNode } from 'react';
import { CircleAlertIcon } from 'lucide-react';

/**
 * A warning or error line above a form (inactive record, server refusal). Dark text with a red
 * icon: the destructive red on its own 10% tint falls short of 4.5:1 contrast.
 */
export function AlertNotice({ role = 'alert', children }: { role?: 'alert' | 'status'; children: ReactNode }) {
  return (
    <p role={role} className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium">
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      {children}
    </p>
  );
}
