import { useState } from 'react';
import type { z } from 'zod';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetValidateSchema,
} from '@domain/auth';
import { TextField } from '@web/components/form-fields';
import { SubmitForm } from '@web/components/public-form-dialog';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useZodForm } from '@web/lib/use-zod-form';
import {
  useConfirmPasswordReset,
  useRequestPasswordReset,
  useValidatePasswordResetToken,
} from '../api/password-reset';

type RequestInput = z.input<typeof passwordResetRequestSchema>;
type RequestOutput = z.output<typeof passwordResetRequestSchema>;
type ValidateInput = z.input<typeof passwordResetValidateSchema>;
type ValidateOutput = z.output<typeof passwordResetValidateSchema>;
type ConfirmInput = z.input<typeof passwordResetConfirmSchema>;
type ConfirmOutput = z.output<typeof passwordResetConfirmSchema>;

export type PasswordResetStep = 'request' | 'validate' | 'confirm';

const emptyRequest: RequestInput = { email: '' };
const emptyValidate: ValidateInput = { token: '' };
const emptyConfirm: ConfirmInput = { token: '', newPassword: '', confirmPassword: '' };

const stepDescriptions: Record<PasswordResetStep, string> = {
  request: 'Informe o email da sua conta para receber um link de redefinição de senha.',
  validate: 'Informe o token recebido por email para continuar.',
  confirm: 'Escolha uma nova senha para a sua conta.',
};

interface PasswordResetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Voltar ao login'. */
  onBackToLogin: () => void;
  /** The password was changed: the landing opens the login dialog. */
  onCompleted: () => void;
  /** A token from the reset link (`/?resetToken=...`): the dialog starts at the validate step. */
  initialToken?: string;
}

export function PasswordResetDialog({
  open,
  onOpenChange,
  onBackToLogin,
  onCompleted,
  initialToken,
}: PasswordResetDialogProps) {
  const [step, setStep] = useState<PasswordResetStep>(initialToken ? 'validate' : 'request');

  const requestForm = useZodForm(passwordResetRequestSchema, emptyRequest);
  const validateForm = useZodForm(passwordResetValidateSchema, { token: initialToken ?? '' });
  const confirmForm = useZodForm(passwordResetConfirmSchema, emptyConfirm);

  const requestMutation = useRequestPasswordReset();
  const validateMutation = useValidatePasswordResetToken();
  const confirmMutation = useConfirmPasswordReset();

  /** Back to the request step with every form cleared. */
  function resetFlow() {
    setStep('request');
    requestForm.reset(emptyRequest);
    validateForm.reset(emptyValidate);
    confirmForm.reset(emptyConfirm);
  }

  function handleOpenChange(next: boolean) {
    if (!next) resetFlow();
    onOpenChange(next);
  }

  function handleBackToLogin() {
    resetFlow();
    onBackToLogin();
  }

  function handleRequest(values: RequestOutput) {
    requestMutation.mutate(values, {
      onSuccess: (result) => {
        toast({ title: result.message });
        setStep('validate');
      },
      onError: (error) => {
        toast({ title: 'Erro na solicitação', description: errorMessage(error, ''), variant: 'destructive' });
      },
    });
  }

  function handleValidate(values: ValidateOutput) {
    validateMutation.mutate(values, {
      onSuccess: (result) => {
        if (result.valid) {
          toast({ title: 'Token válido!' });
          confirmForm.reset({ ...emptyConfirm, token: values.token });
          setStep('confirm');
        } else {
          toast({
            title: 'Token inválido',
            description: 'O token informado é inválido ou expirado.',
            variant: 'destructive',
          });
        }
      },
      onError: (error) => {
        toast({ title: 'Erro na validação', description: errorMessage(error, ''), variant: 'destructive' });
      },
    });
  }

  function handleConfirm(values: ConfirmOutput) {
    confirmMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Senha redefinida', description: 'Sua senha foi alterada com sucesso!' });
        resetFlow();
        onCompleted();
      },
      onError: (error) => {
        toast({ title: 'Erro ao redefinir senha', description: errorMessage(error, ''), variant: 'destructive' });
      },
    });
  }

  // Each step's footer: 'Voltar ao login', then the step's submit button.
  const stepFooter = {
    footerClassName: 'items-center gap-2 sm:justify-between',
    footerStart: (
      <Button type="button" variant="link" className="h-auto px-0" onClick={handleBackToLogin}>
        Voltar ao login
      </Button>
    ),
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Redefinir senha</DialogTitle>
          <DialogDescription>{stepDescriptions[step]}</DialogDescription>
        </DialogHeader>

        {step === 'request' && (
          <SubmitForm
            form={requestForm}
            onSubmit={handleRequest}
            pending={requestMutation.isPending}
            submitLabel="Enviar link"
            pendingLabel="Enviando..."
            {...stepFooter}
          >
            <TextField control={requestForm.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          </SubmitForm>
        )}

        {step === 'validate' && (
          <SubmitForm
            form={validateForm}
            onSubmit={handleValidate}
            pending={validateMutation.isPending}
            submitLabel="Validar token"
            pendingLabel="Validando..."
            {...stepFooter}
          >
            <TextField control={validateForm.control} name="token" label="Token" autoComplete="one-time-code" spellCheck={false} />
          </SubmitForm>
        )}

        {step === 'confirm' && (
          <SubmitForm
            form={confirmForm}
            onSubmit={handleConfirm}
            pending={confirmMutation.isPending}
            submitLabel="Redefinir senha"
            pendingLabel="Redefinindo..."
            {...stepFooter}
          >
            <TextField control={confirmForm.control} name="newPassword" label="Nova senha" type="password" autoComplete="new-password" />
            <TextField
              control={confirmForm.control}
              name="confirmPassword"
              label="Confirmar nova senha"
              type="password"
              autoComplete="new-password"
            />
            {confirmForm.formState.errors.token?.message && (
              <p role="alert" className="text-destructive text-sm font-medium">
                {confirmForm.formState.errors.token.message}
              </p>
            )}
          </SubmitForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
