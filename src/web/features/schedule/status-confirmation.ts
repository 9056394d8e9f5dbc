import { formatDate } from '@domain/format';
import type { ScheduleEntry, ScheduleStatus } from '@domain/schedule';

/** The confirmation of each status change the week view offers ('Aplicar', cancel, plan again). */
export function statusConfirmation(entry: ScheduleEntry, status: ScheduleStatus) {
  const training = `o treino "${entry.planoTitulo}" da turma ${entry.turmaNome} em ${formatDate(entry.data)}`;
  switch (status) {
    case 'aplicado':
      return {
        title: 'Aplicar Treino',
        description: `Tem certeza que deseja marcar ${training} como aplicado?`,
        confirmLabel: 'Aplicar',
      };
    case 'cancelado':
      return { title: 'Cancelar Treino', description: `Tem certeza que deseja cancelar ${training}?`, confirmLabel: 'Cancelar treino' };
    case 'planejado':
      return { title: 'Replanejar Treino', description: `Tem certeza que deseja voltar ${training} para planejado?`, confirmLabel: 'Replanejar' };
  }
}
