export const scheduleStatuses = ['planejado', 'aplicado', 'cancelado'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];
export const scheduleStatusLabels: Record<ScheduleStatus, string> = {
  planejado: 'Planejado',
  aplicado: 'Aplicado',
  cancelado: 'Cancelado',
};

export const programSituacoes = ['ativo', 'inativo'] as const;
export type ProgramSituacao = (typeof programSituacoes)[number];
export const programSituacaoLabels: Record<ProgramSituacao, string> = { ativo: 'Ativo', inativo: 'Inativo' };

/** Options of the activity form (spec 2 §9). */
export const activityCategories = ['infantil', 'juvenil', 'adulto', 'senior', 'all'] as const;
export type ActivityCategory = (typeof activityCategories)[number];
export const activityCategoryLabels: Record<ActivityCategory, string> = {
  infantil: 'Infantil',
  juvenil: 'Juvenil',
  adulto: 'Adulto',
  senior: 'Sênior',
  all: 'Todas',
};

export const activityModalities = ['futebol', 'futsal', 'basquete', 'volei', 'tenis'] as const;
export type ActivityModality = (typeof activityModalities)[number];
export const activityModalityLabels: Record<ActivityModality, string> = {
  futebol: 'Futebol',
  futsal: 'Futsal',
  basquete: 'Basquete',
  volei: 'Vôlei',
  tenis: 'Tênis',
};

/** Filter buttons of the public plans page (spec 2 §9), a different list from the form's. */
export const publicPlanCategories = ['Sub-4', 'Sub-6', 'Sub-8', 'Sub-10', 'Sub-12', 'Sub-14', 'Sub-16', 'Sub-18'] as const;
export const publicPlanModalities = ['Futebol', 'Futsal', 'Basquete', 'Vôlei', 'Handebol'] as const;
