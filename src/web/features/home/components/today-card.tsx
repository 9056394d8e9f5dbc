import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePendingCounts } from '../api/get-pending-counts';
import { todayItems } from './today-items';

/** 'Para hoje' on the staff Início: the bell's items, each a link to the screen that resolves it. */
export function TodayCard() {
  const counts = usePendingCounts();
  const { items } = todayItems(counts.data);
  if (!counts.data) return null;
  return (
    <section aria-labelledby="inicio-hoje" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="inicio-hoje" className="text-lg font-semibold">
        Para hoje
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground">Nada pendente.</p>
      ) : (
        <ul className="grid gap-2">
          {items.map(({ to, Icon, text }) => (
            <li key={to}>
              <Link to={to} className="flex items-center gap-3 rounded-lg border p-3 font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1">{text}</span>
                <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
