import { useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import type { Company } from '@domain/companies';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { StatusConfirmDialog } from '@web/components/status-confirm-dialog';
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
      toast(
        action === 'deactivate'
          ? {
              variant: 'destructive',
              title: 'Não é possível inativar a empresa',
              description: errorMessage(error, 'Erro ao inativar empresa. Tente novamente.'),
            }
          : { variant: 'destructive', title: 'Erro', description: 'Erro ao reativar empresa. Tente novamente.' },
      );
      closeDialog();
    },
  });

  const statusTarget = dialog?.type === 'status' ? dialog.company : null;

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
            <ListError message="Não foi possível carregar as empresas." onRetry={() => void companies.refetch()} />
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

      <StatusConfirmDialog
        target={statusTarget && { name: statusTarget.nomeFantasia, status: statusTarget.status }}
        entity={{ title: 'Empresa', withArticle: 'a empresa' }}
        pending={setStatus.isPending}
        onOpenChange={(open) => !open && closeDialog()}
        onConfirm={(action) => statusTarget && setStatus.mutate({ id: statusTarget.id, action })}
      />
    </>
  );
}
