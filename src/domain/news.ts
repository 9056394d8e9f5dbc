import { z } from 'zod';
import { athleteListQuerySchema, photoDataUrl } from './athletes';
import { isoDate, optionalText, requiredChoice, requiredText, SHORT_TEXT } from './fields';
import { pageOf, recordId, timestamp } from './responses';
/** The news form's name for the text (src/domain/messages.ts). */
export { REQUIRED_FIELDS as REQUIRED_FIELDS_MESSAGE } from './messages';

// Without zod, for the news cards of the family's Início.
export * from './news-constants';

export const newsStatuses = ['rascunho', 'publicado', 'cancelado'] as const;
export type NewsStatus = (typeof newsStatuses)[number];
export const newsStatusLabels: Record<NewsStatus, string> = {
  rascunho: 'Rascunho',
  publicado: 'Publicado',
  cancelado: 'Cancelado',
};

/** Spec 2 §9. */
export const newsCategories = ['Competições', 'Treinamentos', 'Eventos', 'Conquistas', 'Avisos', 'Geral'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/**
 * Spec 2 §4: rascunho → publicado (Publicar), publicado → cancelado (Cancelar); nothing goes back.
 * The statuses a news item in `from` may be saved with (its own included).
 */
export const newsNextStatuses: Record<NewsStatus, readonly NewsStatus[]> = {
  rascunho: ['rascunho', 'publicado'],
  publicado: ['publicado', 'cancelado'],
  cancelado: ['cancelado'],
};

export const NEWS_CONTENT_MAX = 50_000;
export const NEWS_TAG_MAX = 50;
export const NEWS_TAGS_MAX = 20;
const LINK_MAX = 2000;

/** A list of tags: trimmed, empty ones dropped, duplicates (ignoring case) ignored (spec 2 §5). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase('pt-BR');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

const tagList = z
  .array(z.string({ error: 'Tag inválida' }).max(NEWS_TAG_MAX, `Cada tag deve ter no máximo ${NEWS_TAG_MAX} caracteres`), {
    error: 'Tags inválidas',
  })
  .nullish()
  .transform((tags) => normalizeTags(tags ?? []))
  .refine((tags) => tags.length <= NEWS_TAGS_MAX, `Máximo de ${NEWS_TAGS_MAX} tags`);

const flag = z
  .boolean({ error: 'Valor inválido' })
  .nullish()
  .transform((v) => v ?? false);

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The related external link opens in a new tab, so only http(s) addresses are taken (never javascript:). */
const externalLink = z
  .string({ error: 'Link externo inválido' })
  .trim()
  .max(LINK_MAX, 'Link externo inválido')
  .refine((v) => v === '' || isWebLink(v), 'Link externo inválido')
  .nullish()
  .transform((v) => (v ? v : null));

const dateTime = z.iso.datetime({ offset: true });

/** A date (yyyy-MM-dd, in the school's time zone) or an ISO 8601 instant; empty is none. */
const newsDate = (message: string) => {
  const day = isoDate(message);
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || day.safeParse(v).success || dateTime.safeParse(v).success, message)
    .nullish()
    .transform((v) => (v ? v : null));
};

const IMAGE_INVALID = 'Por favor, selecione uma imagem válida.';
/** The URL the API answers for a news item's image (see newsImageUrl on the server). */
export const NEWS_IMAGE_URL = /^\/api\/news\/\d+\/image(\?v=\d+)?$/;

/**
 * The main image: a data URL already resized by the browser, or — when editing — the image URL
 * the API answered, which keeps the stored image. Empty is no image.
 */
const mainImage = z
  .string({ error: IMAGE_INVALID })
  .nullish()
  .transform((v) => v || null)
  .superRefine((value, ctx) => {
    if (value === null || NEWS_IMAGE_URL.test(value)) return;
    const image = photoDataUrl.safeParse(value);
    if (!image.success) ctx.addIssue({ code: 'custom', message: image.error.issues[0]!.message });
  });

const statusChoice = requiredChoice(newsStatuses, 'Status é obrigatório', 'Status inválido');

const newsFields = {
  titulo: requiredText('Título é obrigatório'),
  subtitulo: optionalText(SHORT_TEXT * 2),
  conteudo: requiredText('Conteúdo é obrigatório', NEWS_CONTENT_MAX),
  imagemPrincipal: mainImage,
  categoria: requiredChoice(newsCategories, 'Categoria é obrigatória', 'Categoria inválida'),
  tags: tagList,
  destaqueHome: flag,
  notificarUsuarios: flag,
  linkExterno: externalLink,
  dataPublicacao: newsDate('Data de publicação inválida'),
  dataExpiracao: newsDate('Data de expiração inválida'),
};

/**
 * Spec 2 §5 "News form", and POST /api/news. A news item is new as rascunho unless told (spec 2 §4).
 * autor and autorId are not read: the server takes them from the signed-in user.
 */
export const newsInputSchema = z.object({
  ...newsFields,
  status: statusChoice.optional().transform((v) => v ?? 'rascunho'),
});
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsData = z.output<typeof newsInputSchema>;

/**
 * PATCH /api/news/:id: the whole form again (an optional field left out is cleared, as the form
 * omits empty fields), with the status optional (left out, it stays).
 */
export const newsUpdateSchema = z.object({ ...newsFields, status: statusChoice.optional() });
export type NewsUpdateData = z.output<typeof newsUpdateSchema>;

const listPaging = athleteListQuerySchema.pick({ busca: true, page: true, pageSize: true });

/** GET /api/news/published: what readers see, by search and category. */
export const publishedNewsQuerySchema = listPaging.extend({
  categoria: z.enum(newsCategories, { error: 'Categoria inválida' }).optional(),
});
export type PublishedNewsQuery = z.input<typeof publishedNewsQuerySchema>;

/** GET /api/news: the management list, by status (a tab of spec 2 §2.8) and search. */
export const newsListQuerySchema = listPaging.extend({
  status: z.enum(newsStatuses, { error: 'Status inválido' }).optional(),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

/** A news card: everything but the content. imagemPrincipal is the image's URL. */
export const newsListItemSchema = z.object({
  id: recordId,
  titulo: z.string(),
  subtitulo: z.string().nullable(),
  categoria: z.enum(newsCategories),
  tags: z.array(z.string()),
  status: z.enum(newsStatuses),
  destaqueHome: z.boolean(),
  notificarUsuarios: z.boolean(),
  linkExterno: z.string().nullable(),
  dataPublicacao: timestamp.nullable(),
  dataExpiracao: timestamp.nullable(),
  autor: z.string().nullable(),
  visualizacoes: z.number().int(),
  imagemPrincipal: z.string().nullable().meta({ examples: ['/api/news/42/image?v=1772459100000'] }),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type NewsListItem = z.output<typeof newsListItemSchema>;

/** A published item before its publication time (readers do not see it yet), or after its expiry (they no longer do). */
export type NewsSchedule = 'agendada' | 'expirada';
export const newsScheduleLabels: Record<NewsSchedule, string> = { agendada: 'Agendada', expirada: 'Expirada' };

/** Where its dates put a news item for readers at `now`; null when they allow reading. The server's visibleToReaders is the same rule. */
export function newsSchedule(item: Pick<NewsListItem, 'dataPublicacao' | 'dataExpiracao'>, now = Date.now()): NewsSchedule | null {
  if (item.dataPublicacao !== null && Date.parse(item.dataPublicacao) > now) return 'agendada';
  if (item.dataExpiracao !== null && Date.parse(item.dataExpiracao) <= now) return 'expirada';
  return null;
}

/** A news item with its content: as stored (sanitised, for editing) and as shown (sanitised HTML). */
export const newsSchema = newsListItemSchema.extend({
  conteudo: z.string(),
  conteudoHtml: z.string(),
  autorId: recordId.nullable(),
});
export type News = z.output<typeof newsSchema>;

export const newsPageSchema = pageOf(newsListItemSchema);
export type NewsPage = z.output<typeof newsPageSchema>;

/** The management list also counts every status, for the tabs. */
export const newsAdminPageSchema = newsPageSchema.extend({
  counts: z.record(z.enum(['todas', ...newsStatuses]), z.number().int()),
});
export type NewsAdminPage = z.output<typeof newsAdminPageSchema>;

export const newsViewResultSchema = z.object({ visualizacoes: z.number().int() });
export type NewsViewResult = z.output<typeof newsViewResultSchema>;
