import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetValidateSchema,
} from '@domain/auth';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
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

  const requestForm = useForm<RequestInput, unknown, RequestOutput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: emptyRequest,
  });
  const validateForm = useForm<ValidateInput, unknown, ValidateOutput>({
    resolver: zodResolver(passwordResetValidateSchema),
    defaultValues: { token: initialToken ?? '' },
  });
  const confirmForm = useForm<ConfirmInput, unknown, ConfirmOutput>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: emptyConfirm,
  });

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

  const backToLogin = (
    <Button type="button" variant="link" className="h-auto px-0" onClick={handleBackToLogin}>
      Voltar ao login
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Redefinir senha</DialogTitle>
          <DialogDescription>{stepDescriptions[step]}</DialogDescription>
        </DialogHeader>

        {step === 'request' && (
          <Form {...requestForm}>
            <form
              onSubmit={requestForm.handleSubmit(handleRequest)}
              noValidate
              className="space-y-4"
            >
              <FormField
                control={requestForm.control}
                name="email"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Email</FormLabel>
                    <FormControl>
                      <Input type="email" autoComplete="email" inputMode="email" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <DialogFooter className="items-center gap-2 sm:justify-between">
                {backToLogin}
                <Button type="submit" disabled={requestMutation.isPending}>
                  {requestMutation.isPending ? 'Enviando...' : 'Enviar link'}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}

        {step === 'validate' && (
          <Form {...validateForm}>
            <form
              onSubmit={validateForm.handleSubmit(handleValidate)}
              noValidate
              className="space-y-4"
            >
              <FormField
                control={validateForm.control}
                name="token"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Token</FormLabel>
                    <FormControl>
                      <Input autoComplete="one-time-code" spellCheck={false} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <DialogFooter className="items-center gap-2 sm:justify-between">
                {backToLogin}
                <Button type="submit" disabled={validateMutation.isPending}>
                  {validateMutation.isPending ? 'Validando...' : 'Validar token'}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}

        {step === 'confirm' && (
          <Form {...confirmForm}>
            <form
              onSubmit={confirmForm.handleSubmit(handleConfirm)}
              noValidate
              className="space-y-4"
            >
              <FormField
                control={confirmForm.control}
                name="newPassword"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Nova senha</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete="new-password" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={confirmForm.control}
                name="confirmPassword"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Confirmar nova senha</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete="new-password" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {confirmForm.formState.errors.token?.message && (
                <p role="alert" className="text-destructive text-sm font-medium">
                  {confirmForm.formState.errors.token.message}
                </p>
              )}
              <DialogFooter className="items-center gap-2 sm:justify-between">
                {backToLogin}
                <Button type="submit" disabled={confirmMutation.isPending}>
                  {confirmMutation.isPending ? 'Redefinindo...' : 'Redefinir senha'}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
