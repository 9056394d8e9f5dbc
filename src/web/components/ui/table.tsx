import { useRef, type ComponentProps } from 'react';
import { useScrollsSideways } from '@web/lib/use-scrolls-sideways';
import { cn } from '@web/lib/utils';

export interface TableProps extends ComponentProps<'table'> {
  /** Names the scrolling container, a region a keyboard can reach, when the table is wider than the screen. */
  label?: string;
}

/**
 * The table scrolls horizontally inside its container on narrow screens. While it does, the
 * container takes keyboard focus, so the arrow keys reach the columns out of sight (WCAG 2.1.1).
 */
export function Table({ className, label, ...props }: TableProps) {
  const container = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(container);
  return (
    <div
      ref={container}
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-[inherit] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...(scrolls ? { tabIndex: 0, role: label ? 'region' : undefined, 'aria-label': label } : {})}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot data-slot="table-footer" className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)} {...props} />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope="col"
      className={cn('h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('p-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
