import { PencilIcon, QrCodeIcon } from 'lucide-react';
import { maskCep } from '@domain/documents';
import type { Unit } from '@domain/units';
import { DetailsDialog } from '@web/components/details-dialog';
import { StatusBadge } from '@web/components/status-badge';
import { Button } from '@web/components/ui/button';
import { DialogClose } from '@web/components/ui/dialog';
import { formatCpf, formatDateTime, formatPhone } from '@web/lib/format';

export interface UnitDetailsDialogProps {
  unit: Unit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (unit: Unit) => void;
  /** 'Configurar PIX' (administrador only). */
  onPix?: (unit: Unit) => void;
}

export function UnitDetailsDialog({ unit, open, onOpenChange, onEdit, onPix }: UnitDetailsDialogProps) {
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
            { label: 'Telefone', value: formatPhone(unit.telefone) },
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
            { label: 'CPF', value: formatCpf(unit.responsavelCpf) },
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
        <>
          <DialogClose asChild>
            <Button variant="outline">Fechar</Button>
          </DialogClose>
          {onPix && (
            <Button variant="outline" onClick={() => onPix(unit)}>
              <QrCodeIcon aria-hidden="true" />
              Configurar PIX
            </Button>
          )}
          <Button onClick={() => onEdit(unit)}>
            <PencilIcon aria-hidden="true" />
            Editar
          </Button>
        </>
      }
    />
  );
}
