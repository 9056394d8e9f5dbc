export const newsStatuses = ['rascunho', 'publicado', 'cancelado'] as const;
export type NewsStatus = (typeof newsStatuses)[number];
export const newsStatusLabels: Record<NewsStatus, string> = {
  rascunho: 'Rascunho',
  publicado: 'Publicado',
  cancelado: 'Cancelado',
};

export const newsCategories = ['Competições', 'Treinamentos', 'Eventos', 'Conquistas', 'Avisos', 'Geral'] as const;
export type NewsCategory = (typeof newsCategories)[number];
