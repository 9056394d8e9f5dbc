import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, test } from 'vitest';
import { oneOf, useLastPageFallback, useListParams } from './use-list-params';

const statuses = ['ativo', 'inativo'] as const;
const filterKeys = ['status'] as const;
const readFilters = (params: URLSearchParams) => ({ status: oneOf(statuses, params.get('status')) });

/** A list screen's controls bound to the hook, with the address bar's query string beside them. */
function AthletesList({ total }: { total?: number }) {
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const data = total === undefined ? undefined : { total, pageSize: filters.pageSize };
  useLastPageFallback(filters.page, { data, isPlaceholderData: false }, update);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Buscar" value={search} onChange={(event) => setSearch(event.target.value)} />
      <select aria-label="Status" value={filters.status ?? ''} onChange={(event) => setFilters({ status: event.target.value })}>
        <option value="">Todos</option>
        <option value="ativo">Ativo</option>
        <option value="inativo">Inativo</option>
      </select>
      <button onClick={() => setPage(filters.page + 1)}>Próxima página</button>
      <button onClick={() => setPage(1)}>Primeira página</button>
      <button onClick={() => setPageSize(50)}>50 por página</button>
      <button onClick={() => setPageSize(25)}>25 por página</button>
      <button onClick={clear}>Limpar Filtros</button>
      <button onClick={() => navigate(-1)}>Voltar</button>
      <p>
        Página {filters.page}, {filters.pageSize} por página, busca: {filters.busca ?? 'nenhuma'}, status: {filters.status ?? 'todos'}
      </p>
      <output aria-label="Endereço">{location.pathname + location.search}</output>
    </>
  );
}

function renderList(url: string, total?: number) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <AthletesList total={total} />
    </MemoryRouter>,
  );
  return user;
}

const address = () => screen.getByRole('status', { name: 'Endereço' }).textContent;
const summary = () => screen.getByText(/^Página/).textContent;
const searchBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Buscar' });

describe('useListParams', () => {
  test('reads the page, page size, search and filters from the address', () => {
    renderList('/atletas?busca=jo&status=ativo&page=3&pageSize=50');
    expect(summary()).toBe('Página 3, 50 por página, busca: jo, status: ativo');
    expect(searchBox().value).toBe('jo');
  });

  test('ignores what the list does not know: an unknown status, a bad page or size, a one-letter search', () => {
    renderList('/atletas?busca=j&status=todos&page=-2&pageSize=7');
    expect(summary()).toBe('Página 1, 25 por página, busca: nenhuma, status: todos');
    expect(searchBox().value).toBe('j');
  });

  test('turning the page writes it to the address; page 1 is the address without it', async () => {
    const user = renderList('/atletas?status=ativo');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(address()).toBe('/atletas?status=ativo&page=2');
    expect(summary()).toBe('Página 2, 25 por página, busca: nenhuma, status: ativo');
    await user.click(screen.getByRole('button', { name: 'Primeira página' }));
    expect(address()).toBe('/atletas?status=ativo');
  });

  test('a filter change is written and starts again from page 1', async () => {
    const user = renderList('/atletas?page=4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inativo');
    expect(address()).toBe('/atletas?status=inativo');
    expect(summary()).toBe('Página 1, 25 por página, busca: nenhuma, status: inativo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Todos');
    expect(address()).toBe('/atletas');
  });

  test('a page size is written and starts again from page 1; the default size is the address without it', async () => {
    const user = renderList('/atletas?page=3');
    await user.click(screen.getByRole('button', { name: '50 por página' }));
    expect(address()).toBe('/atletas?pageSize=50');
    await user.click(screen.getByRole('button', { name: '25 por página' }));
    expect(address()).toBe('/atletas');
  });

  test('the search reaches the address once typing pauses, from page 1', async () => {
    const user = renderList('/atletas?page=2');
    await user.type(searchBox(), 'ana');
    expect(searchBox().value).toBe('ana');
    expect(address()).toBe('/atletas?page=2');
    await waitFor(() => expect(address()).toBe('/atletas?busca=ana'));
    expect(summary()).toBe('Página 1, 25 por página, busca: ana, status: todos');
  });

  test('one letter is no search', async () => {
    const user = renderList('/atletas?page=2');
    await user.type(searchBox(), 'a');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(address()).toBe('/atletas?page=2');
    expect(summary()).toBe('Página 2, 25 por página, busca: nenhuma, status: todos');
  });

  test('back leaves a search, refined or not, and empties the box', async () => {
    const user = renderList('/atletas');
    await user.type(searchBox(), 'ana');
    await waitFor(() => expect(address()).toBe('/atletas?busca=ana'));
    await user.type(searchBox(), ' souza');
    await waitFor(() => expect(address()).toBe('/atletas?busca=ana+souza'));

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(address()).toBe('/atletas');
    expect(searchBox().value).toBe('');
  });

  test('"Limpar Filtros" removes the search, the filters and the page, and keeps the page size', async () => {
    const user = renderList('/atletas?busca=ana&status=ativo&page=2&pageSize=50');
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(address()).toBe('/atletas?pageSize=50');
    expect(searchBox().value).toBe('');
    expect(summary()).toBe('Página 1, 50 por página, busca: nenhuma, status: todos');

    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(address()).toBe('/atletas?pageSize=50');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(address()).toBe('/atletas?busca=ana&status=ativo&page=2&pageSize=50');
    expect(searchBox().value).toBe('ana');
  });

  test('after "Limpar Filtros" the same search can be typed again', async () => {
    const user = renderList('/atletas');
    await user.type(searchBox(), 'ana');
    await waitFor(() => expect(address()).toBe('/atletas?busca=ana'));
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await user.type(searchBox(), 'ana');
    await waitFor(() => expect(address()).toBe('/atletas?busca=ana'));
  });

  test('a page past the end falls back to the last one', () => {
    renderList('/atletas?status=ativo&page=9', 60);
    expect(address()).toBe('/atletas?status=ativo&page=3');
  });
});
