import { Suspense, useState } from 'react';
import { ClipboardPlusIcon, UserPlusIcon, UsersRoundIcon, WalletIcon, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@domain/auth';
import { Button } from '@web/components/ui/button';
// The forms load when their action is chosen: Início's first screen does not wait for them.
import { AthleteCreateDialog } from '@web/features/athletes';
import { NewEnrollmentDialog } from '@web/features/enrollments';
import { paths } from '@web/lib/paths';
import { canOpen } from '@web/lib/screen-access';
import { useCan } from '@web/lib/session';

interface QuickAction {
  label: string;
  description: string;
  icon: LucideIcon;
  run: () => void;
}

/**
 * 'Ações Rápidas' (spec 1 §2.3). Novo Atleta and Nova Matrícula open their dialogs here; Nova Turma
 * and Registro Financeiro open their screens with the create dialog (?novo=1). Each shows only to
 * who may create it: the permission of the API's POST for a dialog (manageAthletes,
 * createEnrollments), the screen's access for a screen; with none, the card is not shown.
 */
export function QuickActionsCard({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'athlete' | 'enrollment' | null>(null);
  const createsAthletes = useCan('manageAthletes');
  const enrols = useCan('createEnrollments');

  const actions: QuickAction[] = [];
  if (createsAthletes) {
    actions.push({ label: 'Novo Atleta', description: 'Cadastrar atleta', icon: UserPlusIcon, run: () => setDialog('athlete') });
  }
  if (canOpen('teams', user.tipo)) {
    actions.push({ label: 'Nova Turma', description: 'Criar turma', icon: UsersRoundIcon, run: () => navigate(paths.newTeam) });
  }
  if (enrols) {
    actions.push({ label: 'Nova Matrícula', description: 'Matricular atleta', icon: ClipboardPlusIcon, run: () => setDialog('enrollment') });
  }
  if (canOpen('ledger', user.tipo)) {
    actions.push({ label: 'Registro Financeiro', description: 'Adicionar transação', icon: WalletIcon, run: () => navigate(paths.newLedgerRecord) });
  }
  if (actions.length === 0) return null;

  const close = (open: boolean) => !open && setDialog(null);
  return (
    <section aria-labelledby="inicio-acoes" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="inicio-acoes" className="text-lg font-semibold">
        Ações Rápidas
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ label, description, icon: Icon, run }) => (
          <Button key={label} variant="outline" className="h-auto justify-start gap-3 p-4 text-left whitespace-normal" onClick={run}>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid gap-0.5">
              <span className="font-semibold">{label}</span>
              <span className="text-sm font-normal text-muted-foreground">{description}</span>
            </span>
          </Button>
        ))}
      </div>
      <Suspense fallback={null}>
        {dialog === 'athlete' && <AthleteCreateDialog open onOpenChange={close} />}
        {dialog === 'enrollment' && <NewEnrollmentDialog open onOpenChange={close} />}
      </Suspense>
    </section>
  );
}
