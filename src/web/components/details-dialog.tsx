import type { ReactNode } from 'react';
import { PencilIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Spans both columns on wide dialogs (addresses, notes). */
  wide?: boolean;
}

export interface DetailSection {
  title?: string;
  items: DetailItem[];
}

export interface DetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  sections: DetailSection[];
  /** Buttons such as Fechar and Editar (the corner close button is then left out). */
  footer?: ReactNode;
}

/** Read-only view of one record: labelled values in sections (a description list). */
export function DetailsDialog({ open, onOpenChange, title, description, sections, footer }: DetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" showCloseButton={!footer}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        </DialogHeader>
        <DetailSections sections={sections} />
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The sections of labelled values, in a dialog or on a page of their own. `headingLevel`: h3 under a
 * dialog's title, h2 under a page's h1.
 */
export function DetailSections({ sections, headingLevel: Heading = 'h3' }: { sections: DetailSection[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className="space-y-6">
      {sections.map((section, index) => (
        <section key={section.title ?? index} className="space-y-3">
          {section.title && <Heading className="text-sm font-semibold text-muted-foreground uppercase">{section.title}</Heading>}
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {section.items.map((item) => (
              <div key={item.label} className={item.wide ? 'sm:col-span-2' : undefined}>
                <dt className="text-sm text-muted-foreground">{item.label}</dt>
                <dd className="font-medium break-words">{item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/**
 * The buttons of a details dialog's footer: Fechar, the record's own actions (`children`), then
 * Editar when `onEdit` is given.
 */
export function DetailsFooter({ onEdit, children }: { onEdit?: () => void; children?: ReactNode }) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="outline">Fechar</Button>
      </DialogClose>
      {children}
      {onEdit && (
        <Button onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          Editar
        </Button>
      )}
    </>
  );
}
