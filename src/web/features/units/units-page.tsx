import { PlusIcon } from 'lucide-react';
import type { Unit } from '@domain/units';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { StatusConfirmDialog } from '@web/components/status-confirm-dialog';
import { Button } from '@web/components/ui/button';
import { BankConnectionDialog } from '@web/features/bank';
import { LateFeeSettingsDialog, PixSettingsDialog } from '@web/features/pix';
import { useCan } from '@web/lib/session';
import { findById, useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useUnits } from './api/get-units';
import { useSetUnitStatus } from './api/set-unit-status';
import { UnitDetailsDialog } from './components/unit-details-dialog';
import { UnitFormDialog } from './components/unit-form-dialog';
import { UnitsTable } from './components/units-table';

/** Unidades (spec 1 §2.10), administrador and professor. */
export function UnitsPage() {
  const units = useUnits();
  const configuresPix = useCan('configurePix');
  const dialogs = useRecordDialogs<{ form: Unit | null; details: Unit; status: Unit; pix: Unit; lateFees: Unit; bank: Unit }>({
    // PIX settings and the bank are the administrador's: for a professor ?pix= and ?banco= open nothing.
    address: { details: 'ver', form: 'editar', ...(configuresPix && { pix: 'pix', lateFees: 'multa', bank: 'banco' }) },
    find: findById(units.data),
  });

  const form = dialogs.target('form');
  const details = dialogs.target('details');
  const pix = dialogs.target('pix');
  const lateFees = dialogs.target('lateFees');
  const bank = dialogs.target('bank');

  return (
    <>
      <PageHeader
        title="Unidades"
        subtitle="Gerencie as unidades cadastradas no sistema"
        actions={
          <Button onClick={() => dialogs.open('form', null)}>
            <PlusIcon aria-hidden="true" />
            Nova Unidade
          </Button>
        }
      />

      <UnitsTable
        units={units.data}
        isLoading={units.isPending}
        error={units.isError ? <ListError message="Não foi possível carregar as unidades." onRetry={() => void units.refetch()} /> : undefined}
        onView={(unit) => dialogs.open('details', unit)}
        onEdit={(unit) => dialogs.open('form', unit)}
        onToggleStatus={(unit) => dialogs.open('status', unit)}
      />

      {form !== undefined && <UnitFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} unit={form} />}

      {details && (
        <UnitDetailsDialog
          open
          unit={details}
          onOpenChange={dialogs.onOpenChange}
          onEdit={(unit) => dialogs.open('form', unit)}
          onPix={configuresPix ? (unit) => dialogs.open('pix', unit) : undefined}
          onLateFees={configuresPix ? (unit) => dialogs.open('lateFees', unit) : undefined}
          onBank={configuresPix ? (unit) => dialogs.open('bank', unit) : undefined}
        />
      )}

      {pix && <PixSettingsDialog open owner={{ kind: 'units', id: pix.id }} ownerName={pix.nome} onOpenChange={dialogs.onOpenChange} />}

      {lateFees && <LateFeeSettingsDialog open owner={{ kind: 'units', id: lateFees.id }} ownerName={lateFees.nome} onOpenChange={dialogs.onOpenChange} />}

      {bank && <BankConnectionDialog open owner={{ kind: 'units', id: bank.id }} ownerName={bank.nome} onOpenChange={dialogs.onOpenChange} />}

      <StatusConfirmDialog
        target={dialogs.target('status')}
        name={(unit) => unit.nome}
        entity={{ title: 'Unidade', noun: 'unidade', withArticle: 'a unidade' }}
        refusable
        useSetStatus={useSetUnitStatus}
        onOpenChange={dialogs.onOpenChange}
      />
    </>
  );
}
