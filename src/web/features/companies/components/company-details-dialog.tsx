import { LandmarkIcon, PercentIcon, QrCodeIcon } from 'lucide-react';
import type { Company } from '@domain/companies';
import { formatCnpjDigits, formatCpfDigits, formatPhoneDigits } from '@domain/documents';
import { formatDateTime } from '@domain/format';
import { DetailsDialog, DetailsFooter } from '@web/components/details-dialog';
import { StatusBadge } from '@web/components/status-badge';
import { Button } from '@web/components/ui/button';

export interface CompanyDetailsDialogProps {
  company: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (company: Company) => void;
  /** 'Configurar PIX' (administrador only). */
  onPix?: (company: Company) => void;
  /** 'Multa e juros' (administrador only). */
  onLateFees?: (company: Company) => void;
  /** 'Conexão com o banco' (administrador only). */
  onBank?: (company: Company) => void;
}

export function CompanyDetailsDialog({ company, open, onOpenChange, onEdit, onPix, onLateFees, onBank }: CompanyDetailsDialogProps) {
  return (
    <DetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Detalhes da Empresa"
      description={company.nomeFantasia}
      sections={[
        {
          title: 'Dados da empresa',
          items: [
            { label: 'Nome Fantasia', value: company.nomeFantasia },
            { label: 'Razão Social', value: company.razaoSocial },
            { label: 'CNPJ', value: formatCnpjDigits(company.cnpj) },
            { label: 'Status', value: <StatusBadge status={company.status} /> },
            { label: 'Telefone', value: formatPhoneDigits(company.telefone) },
            { label: 'Email', value: company.email },
            { label: 'Endereço', value: company.endereco, wide: true },
          ],
        },
        {
          title: 'Responsável',
          items: [
            { label: 'Nome', value: company.responsavelNome },
            { label: 'CPF', value: formatCpfDigits(company.responsavelCpf) },
            { label: 'Função', value: company.responsavelFuncao },
          ],
        },
        {
          title: 'Sistema',
          items: [
            { label: 'Data de Cadastro', value: formatDateTime(company.createdAt) },
            { label: 'Última Atualização', value: formatDateTime(company.updatedAt) },
          ],
        },
      ]}
      footer={
        <DetailsFooter onEdit={() => onEdit(company)}>
          {onPix && (
            <Button variant="outline" onClick={() => onPix(company)}>
              <QrCodeIcon aria-hidden="true" />
              Configurar PIX
            </Button>
          )}
          {onLateFees && (
            <Button variant="outline" onClick={() => onLateFees(company)}>
              <PercentIcon aria-hidden="true" />
              Multa e juros
            </Button>
          )}
          {onBank && (
            // Wraps at the largest font on a phone, where its label is wider than the dialog.
            <Button variant="outline" className="h-auto min-h-9 whitespace-normal" onClick={() => onBank(company)}>
              <LandmarkIcon aria-hidden="true" />
              Conexão com o banco
            </Button>
          )}
        </DetailsFooter>
      }
    />
  );
}
