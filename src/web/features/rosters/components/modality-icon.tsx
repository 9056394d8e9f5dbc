import { DribbbleIcon, FootprintsIcon, GoalIcon, ShieldIcon, VolleyballIcon, type LucideIcon } from 'lucide-react';
import type { ManagedTeamModality } from '@domain/rosters';
import { cn } from '@web/lib/utils';

const icons: Record<ManagedTeamModality, LucideIcon> = {
  futebol: GoalIcon,
  futsal: FootprintsIcon,
  basquete: DribbbleIcon,
  volei: VolleyballIcon,
};

/** The modality's icon in a round badge; decorative, the modality's name is written beside it. */
export function ModalityIcon({ modalidade, className }: { modalidade: string; className?: string }) {
  const Icon = icons[modalidade as ManagedTeamModality] ?? ShieldIcon;
  return (
    <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground', className)}>
      <Icon className="size-1/2" />
    </span>
  );
}
