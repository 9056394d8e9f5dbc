import type { ReactNode } from 'react';
import { FormLabel } from '@web/components/ui/form';

/**
 * A required field's label followed by a visual '*'. The mark sits outside the <label>, so the
 * field's name stays e.g. "CPF"; the control itself carries aria-required.
 */
export function RequiredFormLabel({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-1">
      <FormLabel>{children}</FormLabel>
      <span aria-hidden="true" className="text-destructive text-sm leading-none font-medium">
        *
      </span>
    </div>
  );
}
