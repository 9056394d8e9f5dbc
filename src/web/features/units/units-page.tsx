import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import type { Unit } from '@domain/units';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { StatusConfirmDialog } from '@web/components/status-confirm-dialog';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useUnits } from './api/get-units';
import { useSetUnitStatus } from './api/set-unit-status';
import { UnitDetailsDialog } from './components/unit-details-dialog';
import { UnitFormDialog } from './components/unit-form-dialog';
import { UnitsTable } from './components/units-table';

type DialogState =
  | { type: 'create' }
  | { type: 'edit'; unit: Unit }
  | { type: 'details'; unit: Unit }
  | { type: 'status'; unit: Unit };

/** Unidades (spec 1 §2.10), administrador and professor. */
export function UnitsPage() {
  const units = useUnits();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const closeDialog = () => setDialog(null);

  const setStatus = useSetUnitStatus({
    onSuccess: (_unit, { action }) => {
      toast({
        title: 'Sucesso',
        description: action === 'deactivate' ? 'Unidade inativada com sucesso!' : 'Unidade reativada com sucesso!',
      });
      closeDialog();
    },
    onError: (error, { action }) => {
      toast(
        action === 'deactivate'
          ? {
              variant: 'destructive',
              title: 'Não é possível inativar a unidade',
              description: errorMessage(error, 'Erro ao inativar unidade. Tente novamente.'),
            }
          : { variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao reativar unidade. Tente novamente.') },
      );
      closeDialog();
    },
  });

  const statusTarget = dialog?.type === 'status' ? dialog.unit : null;

  return (
    <>
      <PageHeader
        title="Unidades"
        subtitle="Gerencie as unidades cadastradas no sistema"
        actions={
          <Button onClick={() => setDialog({ type: 'create' })}>
            <PlusIcon aria-hidden="true" />
            Nova Unidade
          </Button>
        }
      />

      <UnitsTable
        units={units.data}
        isLoading={units.isPending}
        error={units.isError ? <ListError message="Não foi possível carregar as unidades." onRetry={() => void units.refetch()} /> : undefined}
        onView={(unit) => setDialog({ type: 'details', unit })}
        onEdit={(unit) => setDialog({ type: 'edit', unit })}
        onToggleStatus={(unit) => setDialog({ type: 'status', unit })}
      />

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <UnitFormDialog
          key={dialog.type === 'edit' ? dialog.unit.id : 'new'}
          open
          onOpenChange={(open) => !open && closeDialog()}
          unit={dialog.type === 'edit' ? dialog.unit : null}
        />
      )}

      {dialog?.type === 'details' && (
        <UnitDetailsDialog
          open
          unit={dialog.unit}
          onOpenChange={(open) => !open && closeDialog()}
          onEdit={(unit) => setDialog({ type: 'edit', unit })}
        />
      )}

      <StatusConfirmDialog
        target={statusTarget && { name: statusTarget.nome, status: statusTarget.status }}
        entity={{ title: 'Unidade', withArticle: 'a unidade' }}
        pending={setStatus.isPending}
        onOpenChange={(open) => !open && closeDialog()}
        onConfirm={(action) => statusTarget && setStatus.mutate({ id: statusTarget.id, action })}
      />
    </>
  );
}
