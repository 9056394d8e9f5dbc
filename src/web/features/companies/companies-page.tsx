import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import type { Company } from '@domain/companies';
import { ListError } from '@web/components/data-table';
import { BankConnectionDialog } from '@web/features/bank';
import { LateFeeSettingsDialog, PixSettingsDialog } from '@web/features/pix';
import { PageHeader } from '@web/components/page-header';
import { StatusConfirmDialog } from '@web/components/status-confirm-dialog';
import { Button } from '@web/components/ui/button';
import { useCan } from '@web/lib/session';
import { findById, useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useCompanies } from './api/get-companies';
import { useSetCompanyStatus } from './api/set-company-status';
import { CompaniesTable } from './components/companies-table';
import { CompanyDetailsDialog } from './components/company-details-dialog';
import { CompanyFormDialog } from './components/company-form-dialog';

/** Empresas (spec 1 §2.9), administrador only. */
export function CompaniesPage() {
  const companies = useCompanies();
  const configuresBank = useCan('configurePix');
  const dialogs = useRecordDialogs<{ form: Company | null; details: Company; status: Company; pix: Company; lateFees: Company; bank: Company }>({
    address: { details: 'ver', form: 'editar', pix: 'pix', lateFees: 'multa', ...(configuresBank && { bank: 'banco' }) },
    find: findById(companies.data),
  });

  const sorted = useMemo(
    () => companies.data?.slice().sort((a, b) => a.nomeFantasia.localeCompare(b.nomeFantasia, 'pt-BR')),
    [companies.data],
  );

  const form = dialogs.target('form');
  const details = dialogs.target('details');
  const pix = dialogs.target('pix');
  const lateFees = dialogs.target('lateFees');
  const bank = dialogs.target('bank');

  return (
    <>
      <PageHeader
        title="Empresas"
        subtitle="Gerencie as empresas cadastradas no sistema"
        actions={
          <Button onClick={() => dialogs.open('form', null)}>
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
        onView={(company) => dialogs.open('details', company)}
        onEdit={(company) => dialogs.open('form', company)}
        onToggleStatus={(company) => dialogs.open('status', company)}
      />

      {form !== undefined && <CompanyFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} company={form} />}

      {details && (
        <CompanyDetailsDialog
          open
          company={details}
          onOpenChange={dialogs.onOpenChange}
          onEdit={(company) => dialogs.open('form', company)}
          onPix={(company) => dialogs.open('pix', company)}
          onLateFees={(company) => dialogs.open('lateFees', company)}
          onBank={configuresBank ? (company) => dialogs.open('bank', company) : undefined}
        />
      )}

      {pix && (
        <PixSettingsDialog open owner={{ kind: 'companies', id: pix.id }} ownerName={pix.nomeFantasia} onOpenChange={dialogs.onOpenChange} />
      )}

      {lateFees && (
        <LateFeeSettingsDialog open owner={{ kind: 'companies', id: lateFees.id }} ownerName={lateFees.nomeFantasia} onOpenChange={dialogs.onOpenChange} />
      )}

      {bank && (
        <BankConnectionDialog open owner={{ kind: 'companies', id: bank.id }} ownerName={bank.nomeFantasia} onOpenChange={dialogs.onOpenChange} />
      )}

      <StatusConfirmDialog
        target={dialogs.target('status')}
        name={(company) => company.nomeFantasia}
        entity={{ title: 'Empresa', noun: 'empresa', withArticle: 'a empresa' }}
        refusable
        useSetStatus={useSetCompanyStatus}
        onOpenChange={dialogs.onOpenChange}
      />
    </>
  );
}
