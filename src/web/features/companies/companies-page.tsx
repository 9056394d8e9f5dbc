import { useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import type { Company } from '@domain/companies';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useCompanies } from './api/get-companies';
import { useSetCompanyStatus } from './api/set-company-status';
import { CompaniesTable } from './components/companies-table';
import { CompanyDetailsDialog } from './components/company-details-dialog';
import { CompanyFormDialog } from './components/company-form-dialog';

type DialogState =
  | { type: 'create' }
  | { type: 'edit'; company: Company }
  | { type: 'details'; company: Company }
  | { type: 'status'; company: Company };

/** Empresas (spec 1 §2.9), administrador only. */
export function CompaniesPage() {
  const companies = useCompanies();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const closeDialog = () => setDialog(null);

  const sorted = useMemo(
    () => companies.data?.slice().sort((a, b) => a.nomeFantasia.localeCompare(b.nomeFantasia, 'pt-BR')),
    [companies.data],
  );

  const setStatus = useSetCompanyStatus({
    onSuccess: (_company, { action }) => {
      toast({
        title: 'Sucesso',
        description: action === 'deactivate' ? 'Empresa inativada com sucesso!' : 'Empresa reativada com sucesso!',
      });
      closeDialog();
    },
    onError: (error, { action }) => {
      toast({
        variant: 'destructive',
        title: 'Erro',
        description:
          action === 'deactivate'
            ? errorMessage(error, 'Erro ao inativar empresa. Tente novamente.')
            : 'Erro ao reativar empresa. Tente novamente.',
      });
      closeDialog();
    },
  });

  const statusTarget = dialog?.type === 'status' ? dialog.company : null;
  const deactivating = statusTarget?.status === 'ativo';

  return (
    <>
      <PageHeader
        title="Empresas"
        subtitle="Gerencie as empresas cadastradas no sistema"
        actions={
          <Button onClick={() => setDialog({ type: 'create' })}>
            <PlusIcon aria-hidden="true" />
            Nova Empresa
          </Button>
        }
      />

      <CompaniesTable
        companies={sorted}
        isLoading={companies.isPending}
        error={
          companies.isError ? (
            <div role="alert" className="space-y-3">
              <p>Não foi possível carregar as empresas.</p>
              <Button variant="outline" size="sm" onClick={() => void companies.refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : undefined
        }
        onView={(company) => setDialog({ type: 'details', company })}
        onEdit={(company) => setDialog({ type: 'edit', company })}
        onToggleStatus={(company) => setDialog({ type: 'status', company })}
      />

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <CompanyFormDialog
          key={dialog.type === 'edit' ? dialog.company.id : 'new'}
          open
          onOpenChange={(open) => !open && closeDialog()}
          company={dialog.type === 'edit' ? dialog.company : null}
        />
      )}

      {dialog?.type === 'details' && (
        <CompanyDetailsDialog
          open
          company={dialog.company}
          onOpenChange={(open) => !open && closeDialog()}
          onEdit={(company) => setDialog({ type: 'edit', company })}
        />
      )}

      <ConfirmDialog
        open={statusTarget !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title={deactivating ? 'Inativar Empresa' : 'Reativar Empresa'}
        description={
          statusTarget
            ? `Tem certeza que deseja ${deactivating ? 'inativar' : 'reativar'} a empresa ${statusTarget.nomeFantasia}?`
            : ''
        }
        confirmLabel={deactivating ? 'Inativar' : 'Reativar'}
        destructive={deactivating}
        pending={setStatus.isPending}
        onConfirm={() => statusTarget && setStatus.mutate({ id: statusTarget.id, action: deactivating ? 'deactivate' : 'reactivate' })}
      />
    </>
  );
}
