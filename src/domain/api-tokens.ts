import { z } from 'zod';
import { requiredChoice, requiredName } from './fields';
import { recordId, timestamp } from './responses';

/**
 * Personal API tokens: an administrador's key for a script, sent as
 * `Authorization: Bearer plt_...`. 'leitura' only reads (GET); 'escrita' also writes.
 */
export const apiTokenScopes = ['leitura', 'escrita'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

export const apiTokenScopeLabels: Record<ApiTokenScope, string> = {
  leitura: 'Somente leitura',
  escrita: 'Leitura e escrita',
};

/** What every token's text starts with, so a leaked one is recognisable (and scannable) as ours. */
export const API_TOKEN_PREFIX = 'plt_';
export const API_TOKEN_NAME_MAX = 100;
/** Active tokens an administrador may hold at once. */
export const MAX_ACTIVE_API_TOKENS = 10;

export const apiTokenInputSchema = z.object({
  nome: requiredName('Nome é obrigatório', API_TOKEN_NAME_MAX),
  escopo: requiredChoice(apiTokenScopes, 'Escopo é obrigatório', 'Escopo inválido'),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;
export type ApiTokenData = z.output<typeof apiTokenInputSchema>;

/** A token as its owner sees it listed: never its text nor its hash. */
export const apiTokenSchema = z.object({
  id: recordId,
  nome: z.string().meta({ examples: ['Planilha do contador'] }),
  escopo: z.enum(apiTokenScopes),
  /** The first characters after plt_, to tell one's tokens apart. */
  prefixo: z.string().meta({ examples: ['Xk3v9QaB'] }),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type ApiToken = z.output<typeof apiTokenSchema>;

/** A token as any administrador sees it in the school's list: with whose it is. */
export const schoolApiTokenSchema = apiTokenSchema.extend({
  dono: z.object({ id: recordId, nome: z.string().meta({ examples: ['Maria Souza'] }) }),
});
export type SchoolApiToken = z.output<typeof schoolApiTokenSchema>;

/** The answer of a creation: the only time the token's text is ever shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({
  token: z.string().meta({
    description: 'O token, mostrado somente nesta resposta',
    examples: ['plt_Xk3v9QaB1y0cW4mZ7tRz2uH5jL8nP6sD3fG1kA0eQ9w'],
  }),
});
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;
