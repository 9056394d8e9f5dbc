import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DataTable, EmptyState, ListError, type DataTableColumn } from './data-table';

interface Team {
  id: number;
  nome: string;
  categoria: string;
}

const columns: DataTableColumn<Team>[] = [
  { id: 'nome', header: 'Nome', cell: (team) => team.nome, sortValue: (team) => team.nome },
  { id: 'categoria', header: 'Categoria', cell: (team) => team.categoria, sortValue: (team) => team.categoria },
];

const teams: Team[] = [
  { id: 1, nome: 'Tubarões', categoria: 'Sub-11' },
  { id: 2, nome: 'águias', categoria: 'Sub-9' },
  { id: 3, nome: 'Baleias', categoria: 'Sub-13' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Team>>[0]> = {}) {
  return render(
    <DataTable
      columns={columns}
      data={teams}
      getRowKey={(team) => team.id}
      caption="Equipes"
      empty={<EmptyState title="Nenhuma equipe encontrada" description="Cadastre a primeira equipe." />}
      {...props}
    />,
  );
}

/** The text of each body row's cells, in the order shown. */
function bodyRows() {
  const [, body] = within(screen.getByRole('table', { name: 'Equipes' })).getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

describe('DataTable', () => {
  test('shows one row per record under the column headers, named by its caption', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Equipes' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      expect.stringContaining('Nome'),
      expect.stringContaining('Categoria'),
    ]);
    expect(bodyRows()).toEqual([
      ['Tubarões', 'Sub-11'],
      ['águias', 'Sub-9'],
      ['Baleias', 'Sub-13'],
    ]);
    expect(table.getAttribute('aria-busy')).toBe('false');
  });

  test('an empty list shows the empty state in a single row', () => {
    renderTable({ data: [] });
    expect(bodyRows()).toEqual([['Nenhuma equipe encontradaCadastre a primeira equipe.']]);
    expect(screen.getByText('Nenhuma equipe encontrada')).toBeTruthy();
  });

  test('while loading, the table is busy and shows placeholder rows, not the empty state', () => {
    renderTable({ data: undefined, isLoading: true, loadingRows: 3 });
    expect(screen.getByRole('table', { name: 'Equipes' }).getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(screen.queryByText('Nenhuma equipe encontrada')).toBeNull();
  });

  test('rows that arrive after loading replace the placeholders', async () => {
    const { rerender } = renderTable({ data: undefined, isLoading: true });
    rerender(
      <DataTable columns={columns} data={teams} getRowKey={(team) => team.id} caption="Equipes" empty="Nenhuma equipe encontrada" />,
    );
    expect(await screen.findByRole('cell', { name: 'Baleias' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Equipes' }).getAttribute('aria-busy')).toBe('false');
  });

  test('a failed load shows its message and a retry button instead of the rows', async () => {
    const onRetry = vi.fn();
    renderTable({ error: <ListError message="Erro ao carregar equipes." onRetry={onRetry} /> });
    expect(screen.getByRole('alert').textContent).toContain('Erro ao carregar equipes.');
    expect(screen.queryByRole('cell', { name: 'Baleias' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('a sortable header orders the rows A–Z as a Brazilian reads them, then Z–A', async () => {
    const user = userEvent.setup();
    renderTable();
    const nome = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nome.getAttribute('aria-sort')).toBe('none');

    await user.click(within(nome).getByRole('button', { name: /^Nome\s*, ordenar de A a Z$/ }));
    expect(bodyRows().map(([name]) => name)).toEqual(['águias', 'Baleias', 'Tubarões']);
    expect(nome.getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(nome).getByRole('button', { name: /^Nome\s*, ordenar de Z a A$/ }));
    expect(bodyRows().map(([name]) => name)).toEqual(['Tubarões', 'Baleias', 'águias']);
    expect(nome.getAttribute('aria-sort')).toBe('descending');
  });

  test('numbers inside the text are ordered by value', async () => {
    renderTable({ initialSort: { columnId: 'categoria', direction: 'asc' } });
    expect(bodyRows().map(([, category]) => category)).toEqual(['Sub-9', 'Sub-11', 'Sub-13']);
    expect(screen.getByRole('columnheader', { name: /Categoria/ }).getAttribute('aria-sort')).toBe('ascending');
  });
});
