import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { requiredName } from '@domain/fields';
import { FormDialog, SaveRecordDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/form-fields';
import { Toaster } from '@web/components/ui/toaster';
import { ApiError } from './api';
import { useApiMutation, type MutationOptions } from './mutation';
import { useFormMutation, useSaveRecord } from './use-save-record';
import { useZodForm } from './use-zod-form';

const schema = z.object({ nome: requiredName('Nome é obrigatório'), cidade: requiredName('Cidade é obrigatória') });
type UnitData = z.output<typeof schema>;
interface Unit extends UnitData {
  id: number;
}

/** The API as the dialog's mutations reach it: each call is recorded, and answers or throws. */
function fakeApi(answer: (call: { id?: number; data: UnitData }) => Unit | Error | Promise<Unit>) {
  const calls: { id?: number; data: UnitData }[] = [];
  const respond = async (call: { id?: number; data: UnitData }) => {
    calls.push(call);
    const result = await answer(call);
    if (result instanceof Error) throw result;
    return result;
  };
  return {
    calls,
    useCreate: (options: MutationOptions<Unit, UnitData>) => useApiMutation((data: UnitData) => respond({ data }), { refresh: ['/api/units'] }, options),
    useUpdate: (options: MutationOptions<Unit, { id: number; data: UnitData }>) =>
      useApiMutation(({ id, data }: { id: number; data: UnitData }) => respond({ id, data }), { refresh: ['/api/units'] }, options),
  };
}

function UnitDialog({ unit, api, onSaved }: { unit?: Unit; api: ReturnType<typeof fakeApi>; onSaved: () => void }) {
  const form = useZodForm(schema, { nome: unit?.nome ?? '', cidade: unit?.cidade ?? '' });
  const { save, pending } = useSaveRecord({
    form,
    record: unit,
    useCreate: api.useCreate,
    useUpdate: api.useUpdate,
    messages: {
      created: 'Unidade cadastrada com sucesso!',
      updated: 'Unidade atualizada com sucesso!',
      createError: 'Erro ao cadastrar unidade. Tente novamente.',
      updateError: 'Erro ao atualizar unidade. Tente novamente.',
    },
    onSaved,
  });
  return (
    <FormDialog
      open
      onOpenChange={() => {}}
      title={unit ? 'Editar Unidade' : 'Nova Unidade'}
      form={form}
      onSubmit={save}
      submitLabel={unit ? 'Salvar' : 'Cadastrar'}
      pending={pending}
    >
      <TextField control={form.control} name="nome" label="Nome" required />
      <TextField control={form.control} name="cidade" label="Cidade" required />
    </FormDialog>
  );
}

function renderWithToasts(dialog: ReactNode) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      {dialog}
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

function renderDialog(api: ReturnType<typeof fakeApi>, unit?: Unit) {
  const onSaved = vi.fn();
  const user = renderWithToasts(<UnitDialog unit={unit} api={api} onSaved={onSaved} />);
  return { user, onSaved };
}

const centro: Unit = { id: 7, nome: 'Centro', cidade: 'Recife' };

/** The toast on screen: its title and description. */
async function toastText(title: string | RegExp = /^(Sucesso|Erro)$/) {
  return (await screen.findByText(title)).parentElement?.textContent;
}

describe('useSaveRecord', () => {
  test('with no record it creates one, toasts the success and reports it saved', async () => {
    const api = fakeApi(({ data }) => ({ id: 1, ...data }));
    const { user, onSaved } = renderDialog(api);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Zona Norte');
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'Olinda');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await toastText()).toBe('SucessoUnidade cadastrada com sucesso!');
    expect(api.calls).toEqual([{ data: { nome: 'Zona Norte', cidade: 'Olinda' } }]);
    expect(onSaved).toHaveBeenCalledWith({ id: 1, nome: 'Zona Norte', cidade: 'Olinda' });
  });

  test('with a record it updates that record', async () => {
    const api = fakeApi(({ id, data }) => ({ id: id!, ...data }));
    const { user, onSaved } = renderDialog(api, centro);
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await user.clear(nome);
    await user.type(nome, 'Centro Novo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await toastText()).toBe('SucessoUnidade atualizada com sucesso!');
    expect(api.calls).toEqual([{ id: 7, data: { nome: 'Centro Novo', cidade: 'Recife' } }]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  test('while the request runs the buttons are disabled', async () => {
    let finish: (unit: Unit) => void = () => {};
    const pending = new Promise<Unit>((resolve) => (finish = resolve));
    const { user } = renderDialog(fakeApi(() => pending), centro);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar' }).disabled).toBe(true));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelar' }).disabled).toBe(true);
    finish(centro);
    expect(await toastText()).toBe('SucessoUnidade atualizada com sucesso!');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar' }).disabled).toBe(false));
  });

  test('a refusal puts the server’s messages on their fields and toasts the server’s own message', async () => {
    const api = fakeApi(
      () => new ApiError('Dados inválidos', 400, { message: 'Dados inválidos', errors: { nome: 'Já existe uma unidade com este nome' } }),
    );
    const { user, onSaved } = renderDialog(api, centro);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await toastText()).toBe('ErroDados inválidos');
    expect(screen.getByRole('textbox', { name: 'Nome', description: 'Já existe uma unidade com este nome' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('a refusal without field messages shows the server’s message above the buttons, until the next try', async () => {
    let answer: Unit | ApiError = new ApiError('Unidade inativa não pode ser alterada.', 409, { message: 'Unidade inativa não pode ser alterada.' });
    const api = fakeApi(() => answer);
    const { user, onSaved } = renderDialog(api, centro);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Unidade inativa não pode ser alterada.');
    expect(await toastText()).toBe('ErroUnidade inativa não pode ser alterada.');

    answer = centro;
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await toastText()).toBe('SucessoUnidade atualizada com sucesso!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  test('without a message from the server (a network failure) the toast is the spec’s fallback and the form shows nothing', async () => {
    const api = fakeApi(() => new TypeError('Failed to fetch'));
    const { user, onSaved } = renderDialog(api);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Zona Sul');
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await toastText()).toBe('ErroErro ao cadastrar unidade. Tente novamente.');
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nome', description: '' })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

/** A sign-in-like form: its own toast titles, a success worded from the answer, one request that is not a create/update. */
function TokenDialog({ answer, onSaved }: { answer: () => Promise<{ token: string }>; onSaved: (result: { token: string }) => void }) {
  const form = useZodForm(schema, { nome: 'Centro', cidade: 'Recife' });
  const useIssue = (options: MutationOptions<{ token: string }, UnitData>) => useApiMutation(answer, { refresh: [] }, options);
  const issue = useFormMutation(
    form,
    useIssue,
    {
      success: ({ token }) => ({ title: 'Token emitido!', description: token }),
      failure: 'Não foi possível emitir o token.',
      failureTitle: 'Erro no token',
    },
    onSaved,
  );
  return (
    <FormDialog open onOpenChange={() => {}} title="Emitir token" form={form} onSubmit={issue.submit} submitLabel="Emitir" pending={issue.pending}>
      <TextField control={form.control} name="nome" label="Nome" required />
    </FormDialog>
  );
}

describe('useFormMutation', () => {
  test('a success may word its whole toast from the answer, which onSaved receives', async () => {
    const onSaved = vi.fn();
    const user = renderWithToasts(<TokenDialog answer={async () => ({ token: 'abc123' })} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Emitir' }));

    expect(await toastText('Token emitido!')).toBe('Token emitido!abc123');
    expect(onSaved).toHaveBeenCalledWith({ token: 'abc123' });
  });

  test('a failure keeps the spec’s title, with the server’s message when it sent one', async () => {
    const refused = new ApiError('Limite de tokens atingido.', 409, { message: 'Limite de tokens atingido.' });
    const user = renderWithToasts(<TokenDialog answer={() => Promise.reject(refused)} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Emitir' }));
    expect(await toastText('Erro no token')).toBe('Erro no tokenLimite de tokens atingido.');
  });

  test('a failure without a server message keeps the spec’s title and fallback', async () => {
    const user = renderWithToasts(<TokenDialog answer={() => Promise.reject(new TypeError('Failed to fetch'))} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Emitir' }));
    expect(await toastText('Erro no token')).toBe('Erro no tokenNão foi possível emitir o token.');
  });
});

describe('SaveRecordDialog', () => {
  test('stores the record, hands it over and then closes', async () => {
    const api = fakeApi(({ id, data }) => ({ id: id!, ...data }));
    const events: string[] = [];
    function Dialog() {
      const form = useZodForm(schema, { nome: centro.nome, cidade: centro.cidade });
      return (
        <SaveRecordDialog
          open
          onOpenChange={(open) => events.push(`open: ${open}`)}
          title="Editar Unidade"
          form={form}
          record={centro}
          useCreate={api.useCreate}
          useUpdate={api.useUpdate}
          messages={{ created: 'Criada', updated: 'Unidade atualizada com sucesso!', createError: 'Erro', updateError: 'Erro' }}
          onSaved={(saved) => events.push(`saved: ${saved.nome}`)}
          submitLabel="Salvar"
        >
          <TextField control={form.control} name="nome" label="Nome" required />
        </SaveRecordDialog>
      );
    }
    const user = renderWithToasts(<Dialog />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await toastText()).toBe('SucessoUnidade atualizada com sucesso!');
    expect(api.calls).toEqual([{ id: 7, data: { nome: 'Centro', cidade: 'Recife' } }]);
    expect(events).toEqual(['saved: Centro', 'open: false']);
  });
});
