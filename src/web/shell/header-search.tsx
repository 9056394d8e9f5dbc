import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ClipboardListIcon, NewspaperIcon, SearchIcon, UserRoundIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MIN_SEARCH_LENGTH, type SearchResults } from '@domain/athlete-constants';
import { formatCpfDigits } from '@domain/documents';
import { formatDate } from '@domain/format';
import type { NewsPage } from '@domain/news';
import { Input } from '@web/components/ui/input';
import { getPublishedNewsQueryOptions } from '@web/features/news';
import { useSearch } from '@web/features/search';
import { paths } from '@web/lib/paths';
import { canOpen } from '@web/lib/screen-access';
import { useCan, useCurrentUser } from '@web/lib/session';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { cn } from '@web/lib/utils';

const sections = ['Atletas', 'Matrículas', 'Notícias'] as const;
type Section = (typeof sections)[number];

interface ResultOption {
  key: string;
  section: Section;
  title: string;
  detail: string;
  to: string;
}

/**
 * What the box finds: athletes and enrolments (GET /api/search) for the roles with those screens;
 * for the others (the assistente) the news every signed-in role reads (spec 2 §6), so that the box
 * never offers what the role may not open.
 */
const searchTargets = {
  athletes: { label: 'Buscar atletas, matrículas', listPath: paths.athleteSearch },
  news: { label: 'Buscar notícias', listPath: paths.newsSearch },
} as const;
type SearchTarget = keyof typeof searchTargets;

const NEWS_SUGGESTIONS = 5;

/** Who manages athletes opens one on its detail page (where they edit); a cliente on the profile. */
function athleteOptions(results: SearchResults | undefined, staff: boolean): ResultOption[] {
  if (!results) return [];
  return [
    ...results.athletes.map((athlete) => ({
      key: `atleta-${athlete.id}`,
      section: 'Atletas' as const,
      title: athlete.nomeCompleto,
      detail: `CPF ${formatCpfDigits(athlete.cpf)} · Responsável: ${athlete.responsavelNome}`,
      to: staff ? paths.athleteEdit(athlete.id) : paths.athlete(athlete.id),
    })),
    ...results.enrollments.map((enrollment) => ({
      key: `matricula-${enrollment.id}`,
      section: 'Matrículas' as const,
      title: enrollment.athleteNome,
      detail: `Turma: ${enrollment.teamNome}`,
      to: paths.athleteEdit(enrollment.athleteId),
    })),
  ];
}

function newsOptions(results: NewsPage | undefined): ResultOption[] {
  return (results?.items ?? []).map((news) => ({
    key: `noticia-${news.id}`,
    section: 'Notícias' as const,
    title: news.titulo,
    detail: `${news.categoria} · ${formatDate(news.dataPublicacao)}`,
    to: paths.newsItem(news.id),
  }));
}

const sectionIcons = { Atletas: UserRoundIcon, Matrículas: ClipboardListIcon, Notícias: NewspaperIcon };
const sectionIds: Record<Section, string> = { Atletas: 'atletas', Matrículas: 'matriculas', Notícias: 'noticias' };

const optionIdOf = (baseId: string, index: number) => `${baseId}-opcao-${index}`;

/**
 * Header search (wide screens), an ARIA combobox: from 2 characters, after a pause in typing, it
 * lists matching athletes and enrolments (or news) under the box. Arrows move, Enter opens the
 * highlighted result (or, with none, the athletes or news list searched for the term), Escape closes.
 */
export function HeaderSearch() {
  const user = useCurrentUser();
  const target: SearchTarget = canOpen('athletes', user.tipo) ? 'athletes' : 'news';
  const { label, listPath } = searchTargets[target];
  const staff = useCan('manageAthletes');
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-resultados`;
  const optionId = (index: number) => optionIdOf(baseId, index);

  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = term.trim();
  const debounced = useDebouncedValue(typed, 300);
  const query = debounced.length >= MIN_SEARCH_LENGTH ? debounced : '';
  const athleteResults = useSearch(target === 'athletes' ? query : '');
  const newsResults = useQuery({
    ...getPublishedNewsQueryOptions({ busca: query, page: 1, pageSize: NEWS_SUGGESTIONS }),
    enabled: target === 'news' && query !== '',
  });
  const results = target === 'athletes' ? athleteResults : newsResults;

  // New results: nothing is highlighted until the arrows say so.
  const [shownResults, setShownResults] = useState(results.data);
  if (results.data !== shownResults) {
    setShownResults(results.data);
    setActive(-1);
  }
  const options =
    typed.length < MIN_SEARCH_LENGTH ? [] : target === 'athletes' ? athleteOptions(athleteResults.data, staff) : newsOptions(newsResults.data);
  const expanded = open && typed.length >= MIN_SEARCH_LENGTH;
  const waiting = !results.data || typed !== debounced || results.isPlaceholderData;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionIdOf(baseId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, baseId]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: ResultOption) {
    close();
    setTerm('');
    navigate(option.to);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (expanded && options[active]) return choose(options[active]);
    if (typed.length < MIN_SEARCH_LENGTH) return;
    close();
    navigate(listPath(typed));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? options.length - 1 : (current + step + options.length) % options.length));
    } else if (event.key === 'Escape' && expanded) {
      // Only closes the list; a second Escape clears the box as a search box does.
      event.preventDefault();
      close();
    }
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="relative w-full max-w-md">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        name="busca"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded && options.length > 0 ? listboxId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={handleKeyDown}
        placeholder={`${label}...`}
        aria-label={label}
        autoComplete="off"
        className="pl-9"
      />
      {expanded && (
        <div className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(28rem,70vh)] overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md">
          {options.length > 0 ? (
            <ResultList
              id={listboxId}
              options={options}
              active={active}
              optionId={optionId}
              onHover={setActive}
              onChoose={choose}
            />
          ) : (
            <p role="status" className="px-3 py-4 text-center text-sm text-muted-foreground">
              {results.isError && !results.data ? 'Não foi possível buscar. Tente novamente.' : waiting ? 'Buscando...' : 'Nenhum resultado'}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

function ResultList({
  id,
  options,
  active,
  optionId,
  onHover,
  onChoose,
}: {
  id: string;
  options: ResultOption[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (option: ResultOption) => void;
}) {
  const shown = sections.filter((section) => options.some((option) => option.section === section));
  return (
    <div id={id} role="listbox" aria-label="Resultados da busca" className="py-1">
      {shown.map((section) => {
        const Icon = sectionIcons[section];
        const headingId = `${id}-${sectionIds[section]}`;
        return (
          <div key={section} role="group" aria-labelledby={headingId}>
            <p id={headingId} className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase">
              {section}
            </p>
            {options.map((option, index) =>
              option.section !== section ? null : (
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the box, so the click lands before the blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && onHover(index)}
                  onClick={() => onChoose(option)}
                  className={cn('flex cursor-pointer items-start gap-3 px-3 py-2 text-sm', index === active && 'bg-accent text-accent-foreground')}
                >
                  <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{option.title}</span>
                    <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>
                  </span>
                </div>
              ),
            )}
          </div>
        );
      })}
    </div>
  );
}
