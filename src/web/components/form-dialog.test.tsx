import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { requiredName } from '@domain/fields';
import { useZodForm } from '@web/lib/use-zod-form';
import { FormDialog, type FormDialogProps } from './form-dialog';
import { TextField } from './form-fields';
import { Button } from './ui/button';

const schema = z.object({ nome: requiredName('Nome é obrigatório') });
type TeamInput = z.input<typeof schema>;
type TeamData = z.output<typeof schema>;

type HarnessProps = Partial<Omit<FormDialogProps<TeamInput, TeamData>, 'form' | 'children'>> & { serverError?: string };

/** A one-field "Nova Equipe" dialog; `serverError` plays a refusal set by the save. */
function TeamDialog({ serverError, ...props }: HarnessProps) {
  const form = useZodForm(schema, { nome: '' });
  useEffect(() => {
    if (serverError) form.setError('root.server', { type: 'server', message: serverError });
  }, [form, serverError]);
  return (
    <FormDialog
      open
      onOpenChange={() => {}}
      title="Nova Equipe"
      description="Preencha os dados da nova equipe."
      form={form}
      onSubmit={() => {}}
      submitLabel="Cadastrar"
      {...props}
    >
      <TextField control={form.control} name="nome" label="Nome" required />
    </FormDialog>
  );
}

function renderDialog(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<TeamDialog {...props} />);
  return user;
}

const isDisabled = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name }).disabled;

describe('FormDialog', () => {
  test('is a modal dialog named by its title, with its description, the fields and both buttons', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Nova Equipe', description: 'Preencha os dados da nova equipe.' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeTruthy();
    expect(isDisabled('Cancelar')).toBe(false);
    expect(isDisabled('Cadastrar')).toBe(false);
  });

  test('submits what the schema made of the fields', async () => {
    const onSubmit = vi.fn();
    const user = renderDialog({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), '  Tubarões  ');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ nome: 'Tubarões' }, expect.anything());
  });

  test('Enter in a field submits too', async () => {
    const onSubmit = vi.fn();
    const user = renderDialog({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Tubarões{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });

  test('a field the schema refuses shows its message and nothing is submitted', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    const user = renderDialog({ onSubmit, onInvalid });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('textbox', { name: 'Nome', description: 'Nome é obrigatório' })).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('after a refused submit, each change checks the field again', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const nome = await screen.findByRole('textbox', { name: 'Nome', description: 'Nome é obrigatório' });
    await user.type(nome, 'T');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome', description: '' })).toBeTruthy());
  });

  test('"Cancelar", Escape and the close button ask to close', async () => {
    const onOpenChange = vi.fn();
    const user = renderDialog({ onOpenChange, cancelLabel: 'Voltar' });
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onOpenChange.mock.calls).toEqual([[false], [false], [false]]);
  });

  test('while saving, the buttons are disabled, the form is busy and the dialog stays open', async () => {
    const onOpenChange = vi.fn();
    const onSubmit = vi.fn();
    const user = renderDialog({ onOpenChange, onSubmit, pending: true });
    expect(isDisabled('Cancelar')).toBe(true);
    expect(isDisabled('Cadastrar')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cadastrar' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('dialog').querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Nova Equipe' })).toBeTruthy();
  });

  test('submitDisabled keeps only the submit button disabled', () => {
    renderDialog({ submitDisabled: true });
    expect(isDisabled('Cadastrar')).toBe(true);
    expect(isDisabled('Cancelar')).toBe(false);
  });

  test('a notice shows above the fields, with its action beside it', async () => {
    const onReactivate = vi.fn();
    const user = renderDialog({
      notice: 'Esta equipe está inativa.',
      noticeAction: (
        <Button type="button" variant="outline" onClick={onReactivate}>
          Reativar
        </Button>
      ),
    });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Esta equipe está inativa.');
    expect(notice.compareDocumentPosition(screen.getByRole('textbox', { name: 'Nome' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reativar' }));
    expect(onReactivate).toHaveBeenCalledOnce();
  });

  test('without a notice there is none', () => {
    renderDialog();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('disabled, the form is read-only: fields and submit disabled, Cancelar still closes, Enter submits nothing', async () => {
    const onOpenChange = vi.fn();
    const onSubmit = vi.fn();
    const user = renderDialog({ onOpenChange, onSubmit, disabled: true });
    // Disabled by its fieldset, as the browser reads it (the input's own attribute stays unset).
    expect(screen.getByRole('textbox', { name: 'Nome' }).matches(':disabled')).toBe(true);
    expect(isDisabled('Cadastrar')).toBe(true);
    expect(isDisabled('Cancelar')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Tubarões{Enter}');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' }).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a refusal from the server shows above the buttons', async () => {
    renderDialog({ serverError: 'Já existe uma equipe com este nome.' });
    expect((await screen.findByRole('alert')).textContent).toBe('Já existe uma equipe com este nome.');
  });
});
