import { LandmarkIcon, PercentIcon, QrCodeIcon } from 'lucide-react';
import { formatCpfDigits, formatPhoneDigits, maskCep } from '@domain/documents';
import { formatDateTime } from '@domain/format';
import type { Unit } from '@domain/units';
import { DetailsDialog, DetailsFooter } from '@web/components/details-dialog';
import { StatusBadge } from '@web/components/status-badge';
import { Button } from '@web/components/ui/button';

export interface UnitDetailsDialogProps {
  unit: Unit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (unit: Unit) => void;
  /** 'Configurar PIX' (administrador only). */
  onPix?: (unit: Unit) => void;
  /** 'Multa e juros' (administrador only). */
  onLateFees?: (unit: Unit) => void;
  /** 'Conexão com o banco' (administrador only). */
  onBank?: (unit: Unit) => void;
}

export function UnitDetailsDialog({ unit, open, onOpenChange, onEdit, onPix, onLateFees, onBank }: UnitDetailsDialogProps) {
  return (
    <DetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Detalhes da Unidade"
      description={unit.nome}
      sections={[
        {
          title: 'Dados da unidade',
          items: [
            { label: 'Nome', value: unit.nome },
            { label: 'Empresa', value: unit.company.nomeFantasia },
            { label: 'Status', value: <StatusBadge status={unit.status} /> },
            { label: 'Telefone', value: formatPhoneDigits(unit.telefone) },
            { label: 'Email', value: unit.email },
          ],
        },
        {
          title: 'Endereço',
          items: [
            { label: 'Rua/Avenida', value: unit.rua },
            { label: 'Número', value: unit.numero },
            { label: 'Bairro', value: unit.bairro },
            { label: 'Cidade', value: unit.cidade },
            { label: 'Estado', value: unit.estado },
            { label: 'País', value: unit.pais },
            { label: 'CEP', value: unit.cep ? maskCep(unit.cep) : null },
            { label: 'Endereço completo', value: unit.endereco, wide: true },
          ],
        },
        {
          title: 'Responsável',
          items: [
            { label: 'Nome', value: unit.responsavelNome },
            { label: 'CPF', value: formatCpfDigits(unit.responsavelCpf) },
            { label: 'Função', value: unit.responsavelFuncao },
          ],
        },
        {
          title: 'Sistema',
          items: [
            { label: 'Data de Cadastro', value: formatDateTime(unit.createdAt) },
            { label: 'Última Atualização', value: formatDateTime(unit.updatedAt) },
          ],
        },
      ]}
      footer={
        <DetailsFooter onEdit={() => onEdit(unit)}>
          {onPix && (
            <Button variant="outline" onClick={() => onPix(unit)}>
              <QrCodeIcon aria-hidden="true" />
              Configurar PIX
            </Button>
          )}
          {onLateFees && (
            <Button variant="outline" onClick={() => onLateFees(unit)}>
              <PercentIcon aria-hidden="true" />
              Multa e juros
            </Button>
          )}
          {onBank && (
            // Wraps at the largest font on a phone, where its label is wider than the dialog.
            <Button variant="outline" className="h-auto min-h-9 whitespace-normal" onClick={() => onBank(unit)}>
              <LandmarkIcon aria-hidden="true" />
              Conexão com o banco
            </Button>
          )}
        </DetailsFooter>
      }
    />
  );
}
