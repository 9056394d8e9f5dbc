import { useEffect } from 'react';
import type { Role } from '@domain/roles';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@web/components/ui/sheet';
import { SideNav } from './side-nav';
import { useMediaQuery, WIDE_SCREEN_QUERY } from './use-media-query';

/**
 * The slide-over menu under 768 px (spec 1 §4): closes on overlay click, Escape, choosing a link and
 * when the window grows past 768 px; the page does not scroll while it is open.
 */
export function MobileNav({ open, onOpenChange, role }: { open: boolean; onOpenChange: (open: boolean) => void; role: Role | null | undefined }) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);

  useEffect(() => {
    if (isWide && open) onOpenChange(false);
  }, [isWide, open, onOpenChange]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" id="menu-mobile" className="md:hidden">
        <SheetHeader className="border-b">
          <SheetTitle className="text-lg text-primary">Plantel</SheetTitle>
          <SheetDescription className="sr-only">Menu de navegação</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto">
          <SideNav role={role} onNavigate={() => onOpenChange(false)} />
        </div>
        <SheetFooter className="border-t text-center text-xs text-muted-foreground">
          <p>v1.0</p>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
