import { CalendarPlusIcon } from 'lucide-react';
import type { FamilyChild } from '@domain/families';
import { Button } from '@web/components/ui/button';
import { CalendarFeedDialog } from '@web/features/calendar';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';

/**
 * 'Adicionar ao calendário' of the family: every child's training days and games in the phone's
 * calendar. Shown above the children's cards once a child is in a team.
 */
export function FamilyCalendar({ children }: { children: FamilyChild[] }) {
  const dialogs = useRecordDialogs<{ calendar: null }>();
  if (!children.some((child) => child.turmas.length > 0)) return null;
  const whose = children.length > 1 ? 'dos seus atletas' : 'do seu atleta';
  return (
    <section aria-labelledby="familia-calendario" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 id="familia-calendario" className="font-semibold">
          Treinos e jogos no seu calendário
        </h2>
        <p className="text-sm text-muted-foreground">Os dias e horários {whose} no Google Agenda ou no calendário do celular, sempre atualizados.</p>
      </div>
      <Button variant="outline" onClick={() => dialogs.open('calendar', null)}>
        <CalendarPlusIcon aria-hidden="true" />
        Adicionar ao calendário
      </Button>
      {dialogs.isOpen('calendar') && (
        <CalendarFeedDialog
          open
          owner={{ kind: 'family' }}
          description={`Os treinos e jogos ${whose}, com o nome de cada um.`}
          onOpenChange={dialogs.onOpenChange}
        />
      )}
    </section>
  );
}
