import { z } from 'zod';
import { isoDate, requiredId } from './fields';
import { pageOf, recordId, timestamp } from './responses';
import { PERIOD_ORDER } from './messages';

/** Written in place of a masked value (health data) in the audit log's changes. */
export const MASKED_VALUE = '[oculto]';

/** The entities the audit log names, as /auditoria shows them. */
export const auditEntityLabels: Record<string, string> = {
  athletes: 'Atletas',
  enrollments: 'Matrículas',
  monthly_payments: 'Parcelas',
  financial_records: 'Lançamentos financeiros',
  categories: 'Categorias',
  subcategories: 'Subcategorias',
  users: 'Usuários',
  companies: 'Empresas',
  units: 'Unidades',
  teams: 'Turmas',
  news: 'Notícias',
  consents: 'Consentimentos',
  managed_teams: 'Equipes',
  championships: 'Campeonatos',
  games: 'Jogos',
  external_teams: 'Times adversários',
  game_lineups: 'Escalações',
  game_events: 'Eventos de jogo',
  planos_treino: 'Planos de treino',
  api_tokens: 'Tokens de API',
  pix_settings: 'Configurações de PIX',
  late_fee_settings: 'Multa e juros',
  pix_charges: 'Cobranças PIX',
  reminder_settings: 'Régua de cobrança',
  reminder_opt_outs: 'Lembretes de mensalidade',
  bank_statement_lines: 'Conciliação bancária',
  bank_line_rules: 'Regras da conciliação',
  training_sessions: 'Chamada',
  attendance_settings: 'Alerta de faltas',
  game_callups: 'Convocações',
  calendar_feeds: 'Calendários',
  absence_notices: 'Avisos de falta',
};

export const auditActionLabels: Record<string, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  inactivate: 'Inativação',
  deactivate: 'Inativação',
  reactivate: 'Reativação',
  register: 'Cadastro de conta',
  'quick-register': 'Cadastro rápido',
  login: 'Entrada no sistema',
  'password-reset': 'Redefinição de senha',
  'reset-password': 'Senha resetada',
  process: 'Pagamento',
  settle: 'Confirmação de PIX',
  import: 'Importação de extrato',
  reconcile: 'Conciliação',
  ignore: 'Crédito ignorado',
  restore: 'Crédito restaurado',
  cancel: 'Cancelamento',
  renew: 'Renovação automática',
  publish: 'Publicação',
  'read-health': 'Leitura de dados de saúde',
  export: 'Exportação de dados',
  'export-own': 'Download dos próprios dados',
  anonymize: 'Anonimização',
  'consent-grant': 'Consentimento concedido',
  'consent-revoke': 'Consentimento revogado',
  revoke: 'Revogação',
  attendance: 'Chamada',
  uncancel: 'Cancelamento desfeito',
  answer: 'Resposta à convocação',
};

export const auditEntityLabel = (entity: string) => auditEntityLabels[entity] ?? entity;
export const auditActionLabel = (action: string) => auditActionLabels[action] ?? action;

export const AUDIT_PAGE_SIZES = [10, 25, 50] as const;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * GET /api/audit-log: filters by user (name or email), entity (and one record of it), action and
 * period (school dates, both ends included), newest first, paged.
 */
export const auditLogQuerySchema = z
  .object({
    usuario: optional(z.string().trim().max(100, 'Busca muito longa')),
    entidade: optional(z.string().trim().max(50, 'Entidade inválida').regex(/^[a-z_]+$/, 'Entidade inválida')),
    entidadeId: optional(requiredId('Id inválido')),
    acao: optional(z.string().trim().max(50, 'Ação inválida').regex(/^[a-z-]+$/, 'Ação inválida')),
    de: optional(isoDate('Data inicial inválida')),
    ate: optional(isoDate('Data final inválida')),
    page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
    pageSize: z.coerce.number({ error: 'Tamanho de página inválido' }).int().min(1).max(100, 'Tamanho de página inválido').default(25),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, { message: PERIOD_ORDER, path: ['ate'] });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: recordId,
  createdAt: timestamp,
  userId: recordId.nullable(),
  /** The acting user's name and email; null for an anonymous action (public registration). */
  usuarioNome: z.string().nullable(),
  usuarioEmail: z.string().nullable(),
  action: z.string().meta({ examples: ['update'] }),
  entity: z.string().meta({ examples: ['enrollments'] }),
  entityId: recordId.nullable(),
  /** What the action changed, as the route wrote it (health data masked). */
  changes: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditLogEntry = z.output<typeof auditLogEntrySchema>;

export const auditLogListSchema = pageOf(auditLogEntrySchema);
export type AuditLogList = z.output<typeof auditLogListSchema>;
