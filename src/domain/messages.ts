/**
 * Refusal texts that more than one place gives (a service, a route's documented refusals, the web),
 * declared once. A text only one module gives stays next to its schemas or its service.
 */

export const COMPANY_NOT_FOUND = 'Empresa não encontrada';
export const COMPANY_INACTIVE = 'Empresa inativa';
export const UNIT_NOT_FOUND = 'Unidade não encontrada';
export const UNIT_INACTIVE = 'Unidade inativa';
export const TEAM_NOT_FOUND = 'Turma não encontrada';
export const TEAM_INACTIVE = 'Turma inativa';
export const ATHLETE_NOT_FOUND = 'Atleta não encontrado';
export const ATHLETE_INACTIVE = 'Atleta inativo';
export const ENROLLMENT_NOT_FOUND = 'Matrícula não encontrada';
export const INSTALMENT_NOT_FOUND = 'Parcela não encontrada';
export const ALREADY_PAID = 'Parcela já está paga';
export const CANCELLED_CANNOT_BE_PAID = 'Esta parcela está cancelada e não pode ser paga';
export const ACTIVITY_NOT_FOUND = 'Atividade não encontrada';
export const CHAMPIONSHIP_NOT_FOUND = 'Campeonato não encontrado';
export const EXTERNAL_TEAM_NOT_FOUND = 'Equipe adversária não encontrada';
export const EMAIL_TAKEN = 'Email já cadastrado';
export const CPF_TAKEN = 'CPF já cadastrado';

/** A form sent with a required field empty (ledger records, news). */
export const REQUIRED_FIELDS = 'Preencha todos os campos obrigatórios';
/** A period whose end comes before its start (ledger, reports, audit log). */
export const PERIOD_ORDER = 'A data final deve ser igual ou posterior à data inicial';
