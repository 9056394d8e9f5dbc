import type { SelectOption } from '@web/components/form-fields';

/** How a select over records words itself: its placeholder, and what it says when they failed to load or there are none. */
export interface RecordSelectWords {
  /** 'Selecione a unidade'. */
  placeholder: string;
  /** 'Não foi possível carregar as unidades.' */
  loadError: string;
  /** 'Nenhuma unidade ativa cadastrada.' */
  none: string;
}

/**
 * A form's select over records a query loads: 'Carregando...' as its placeholder until they arrive,
 * and under it why there is nothing to choose. `current`, the record's own choice that is no longer
 * offered (an inactive unit), joins the options last, so the select still names it. The result
 * spreads onto the field: `<SelectField ... {...unitSelect} />`.
 */
export function recordSelect(
  query: { isPending: boolean; isError: boolean; isSuccess: boolean },
  offered: SelectOption[],
  words: RecordSelectWords,
  current?: SelectOption | null,
) {
  const options = current && !offered.some((option) => option.value === current.value) ? [...offered, current] : offered;
  const description = query.isError ? words.loadError : query.isSuccess && options.length === 0 ? words.none : undefined;
  return { options, description, placeholder: query.isPending ? 'Carregando...' : words.placeholder };
}
