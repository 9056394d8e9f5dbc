import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { usePagedRecordDialogs, useRecordDialogs } from './use-record-dialogs';

interface Company {
  id: number;
  nome: string;
}

const companies: Company[] = [
  { id: 1, nome: 'Escolinha Azul' },
  { id: 2, nome: 'Clube Verde' },
];

/** A list page whose details and edit dialogs live in the address, its status dialog in memory. */
function CompaniesList({ loaded = true }: { loaded?: boolean }) {
  const dialogs = useRecordDialogs<{ form: Company | null; details: Company; status: Company }>({
    address: { details: 'ver', form: 'editar' },
    find: (id) => (loaded ? (companies.find((company) => company.id === id) ?? null) : undefined),
  });
  const location = useLocation();
  const navigate = useNavigate();
  const details = dialogs.target('details');
  const form = dialogs.target('form');
  const status = dialogs.target('status');
  return (
    <>
      {companies.map((company) => (
        <div key={company.id}>
          <button onClick={() => dialogs.open('details', company)}>Ver {company.nome}</button>
          <button onClick={() => dialogs.open('status', company)}>Inativar {company.nome}</button>
        </div>
      ))}
      <button onClick={() => dialogs.open('form', null)}>Nova Empresa</button>
      <button onClick={() => void navigate(-1)}>Voltar</button>
      <button onClick={() => void navigate('/inicio')}>Início</button>
      {details && (
        <section aria-label="Detalhes">
          <p>Detalhes de {details.nome}</p>
          <button onClick={() => dialogs.open('form', details)}>Editar</button>
          <button onClick={() => dialogs.onOpenChange(false)}>Fechar</button>
        </section>
      )}
      {form !== undefined && (
        <section aria-label="Formulário">
          <p>{form ? `Editando ${form.nome}` : 'Nova empresa'}</p>
          <button onClick={dialogs.close}>Salvar</button>
        </section>
      )}
      {status && <p>Inativar {status.nome}?</p>}
      <output aria-label="Endereço">{location.pathname + location.search}</output>
    </>
  );
}

function renderPage(entries: string[], loaded?: boolean) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <CompaniesList loaded={loaded} />
    </MemoryRouter>,
  );
  return user;
}

const address = () => screen.getByRole('status', { name: 'Endereço' }).textContent;

describe('useRecordDialogs with an address', () => {
  test('opening a details dialog writes it to the address, and Back closes it', async () => {
    const user = renderPage(['/empresas?status=ativo']);
    await user.click(screen.getByRole('button', { name: 'Ver Clube Verde' }));
    expect(address()).toBe('/empresas?status=ativo&ver=2');
    expect(screen.getByText('Detalhes de Clube Verde')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(address()).toBe('/empresas?status=ativo');
    expect(screen.queryByText('Detalhes de Clube Verde')).toBeNull();
  });

  test('a link opens the dialog; closing it drops the parameter without leaving the page', async () => {
    const user = renderPage(['/inicio', '/empresas?ver=1']);
    expect(screen.getByText('Detalhes de Escolinha Azul')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(address()).toBe('/empresas');
    expect(screen.queryByRole('region', { name: 'Detalhes' })).toBeNull();
  });

  test('closing a dialog opened on the page goes back to the list entry: Back then leaves the list', async () => {
    const user = renderPage(['/inicio', '/empresas']);
    await user.click(screen.getByRole('button', { name: 'Ver Escolinha Azul' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(address()).toBe('/empresas');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(address()).toBe('/inicio');
  });

  test('details → edit replaces the entry: one Back returns to the list', async () => {
    const user = renderPage(['/empresas']);
    await user.click(screen.getByRole('button', { name: 'Ver Clube Verde' }));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(address()).toBe('/empresas?editar=2');
    expect(screen.getByText('Editando Clube Verde')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Detalhes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(address()).toBe('/empresas');
    expect(screen.queryByRole('region', { name: 'Formulário' })).toBeNull();
  });

  test('a create form and a confirmation stay out of the address', async () => {
    const user = renderPage(['/empresas']);
    await user.click(screen.getByRole('button', { name: 'Nova Empresa' }));
    expect(screen.getByText('Nova empresa')).toBeTruthy();
    expect(address()).toBe('/empresas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(screen.getByRole('button', { name: 'Inativar Clube Verde' }));
    expect(screen.getByText('Inativar Clube Verde?')).toBeTruthy();
    expect(address()).toBe('/empresas');
  });

  test('an address naming no record closes quietly; one still loading waits', () => {
    renderPage(['/empresas?ver=99']);
    expect(address()).toBe('/empresas');
    expect(screen.queryByRole('region', { name: 'Detalhes' })).toBeNull();
  });

  test('while the list loads the address is kept', () => {
    renderPage(['/empresas?ver=2'], false);
    expect(address()).toBe('/empresas?ver=2');
  });
});

/** A page of the list holding company 1 only; company 2 stands on another page, company 3 is not to be edited here. */
function PagedCompanies({ allowed = true, fetched }: { allowed?: boolean; fetched: (id: number | undefined, enabled: boolean) => void }) {
  const elsewhere: Company[] = [companies[1]!, { id: 3, nome: 'Pagamento' }];
  const dialogs = usePagedRecordDialogs<{ edit: Company }>({
    address: { edit: 'editar' },
    items: [companies[0]!],
    useRecord: (id, enabled) => {
      fetched(id, enabled);
      return { data: enabled ? elsewhere.find((company) => company.id === id) : undefined, isError: false };
    },
    allowed,
    accept: (company) => company.id !== 3,
  });
  const edit = dialogs.target('edit');
  return (
    <>
      {edit && <p>Editando {edit.nome}</p>}
      <output aria-label="Endereço">{useLocation().search}</output>
    </>
  );
}

function renderPaged(entry: string, allowed?: boolean) {
  const fetched = vi.fn();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <PagedCompanies allowed={allowed} fetched={fetched} />
    </MemoryRouter>,
  );
  return fetched;
}

describe('usePagedRecordDialogs', () => {
  test('a record of the page on screen opens without fetching it', () => {
    const fetched = renderPaged('/empresas?editar=1');
    expect(screen.getByText('Editando Escolinha Azul')).toBeTruthy();
    expect(fetched).not.toHaveBeenCalledWith(1, true);
  });

  test('a record on another page is fetched on its own', () => {
    const fetched = renderPaged('/empresas?editar=2');
    expect(fetched).toHaveBeenCalledWith(2, true);
    expect(screen.getByText('Editando Clube Verde')).toBeTruthy();
  });

  test('a record the page does not accept names nothing: the address drops it', () => {
    renderPaged('/empresas?editar=3');
    expect(screen.queryByText('Editando Pagamento')).toBeNull();
    expect(address()).toBe('');
  });

  test('for a role the dialogs are not for the address names nothing, and nothing is fetched', () => {
    const fetched = renderPaged('/empresas?editar=2', false);
    expect(screen.queryByText('Editando Clube Verde')).toBeNull();
    expect(address()).toBe('');
    expect(fetched).not.toHaveBeenCalledWith(2, true);
  });
});
