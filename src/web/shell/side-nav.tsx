import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { Role } from '@domain/roles';
import { menuPathOf, navigationFor } from '@web/app/routes';
import { cn } from '@web/lib/utils';

/** The grouped links of spec 1 §2.1 for one role; the current route has aria-current="page". */
export function SideNav({ role, onNavigate }: { role: Role | null | undefined; onNavigate?: () => void }) {
  const baseId = useId();
  const current = menuPathOf(useLocation().pathname);
  return (
    <nav aria-label="Navegação principal" className="space-y-6 p-4">
      {navigationFor(role).map(({ group, items }, index) => {
        const labelId = `${baseId}-group-${index}`;
        return (
          <div key={group} className="space-y-1">
            <p id={labelId} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group}
            </p>
            <ul aria-labelledby={labelId} className="space-y-1">
              {items.map(({ path, label, icon: Icon }) => (
                <li key={path}>
                  <Link
                    to={path}
                    onClick={onNavigate}
                    aria-current={path === current ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      path === current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent hover:text-accent-foreground',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
