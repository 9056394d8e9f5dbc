import { recordSelect } from '@web/lib/record-select';
import { useUnits } from '../api/get-units';

/**
 * The unit select of other features' forms: the active units (GET /api/units, so any unit write
 * refreshes them), plus `current`, the record's own unit, when it is no longer active.
 */
export function useUnitSelect(current?: { id: number; nome: string } | null) {
  const units = useUnits();
  return recordSelect(
    units,
    (units.data ?? []).filter((u) => u.status === 'ativo').map((u) => ({ value: String(u.id), label: u.nome })),
    { placeholder: 'Selecione a unidade', loadError: 'Não foi possível carregar as unidades.', none: 'Nenhuma unidade ativa cadastrada.' },
    current && { value: String(current.id), label: `${current.nome} (inativa)` },
  );
}
