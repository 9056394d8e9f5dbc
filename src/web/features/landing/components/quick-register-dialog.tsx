import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import {
  athleteRegistrationSchema,
  kinshipLabels,
  kinships,
  sexes,
  sexLabels,
  type AthleteRegistration,
  type AthleteRegistrationInput,
} from '@domain/athletes';
import { maskCpf, maskPhone } from '@domain/documents';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useQuickRegister } from '../api/quick-register';
import { serverFieldErrors } from '../lib/field-errors';
import { PhotoInput } from './photo-input';
import { RequiredFormLabel } from './required-form-label';

/** Sexo and parentesco start unset, so their selects show the placeholder; the schema requires a choice. */
const emptyAthlete: DefaultValues<AthleteRegistrationInput> = {
  nomeCompleto: '',
  dataNascimento: '',
  sexo: undefined,
  cpf: '',
  telefone: '',
  email: '',
  endereco: '',
  foto: null,
  alergias: '',
  restricoesMedicas: '',
  observacoesSaude: '',
  responsavelNome: '',
  responsavelParentesco: undefined,
  responsavelCpf: '',
  responsavelTelefone: '',
  responsavelEmail: '',
};

const formFields = Object.keys(emptyAthlete) as (keyof AthleteRegistrationInput)[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface QuickRegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function QuickRegisterDialog({ open, onOpenChange }: QuickRegisterDialogProps) {
  const form = useForm<AthleteRegistrationInput, unknown, AthleteRegistration>({
    resolver: zodResolver(athleteRegistrationSchema),
    defaultValues: emptyAthlete,
  });
  const quickRegisterMutation = useQuickRegister();

  function handleOpenChange(next: boolean) {
    if (!next) form.reset(emptyAthlete);
    onOpenChange(next);
  }

  function handleSubmit(values: AthleteRegistration) {
    quickRegisterMutation.mutate(values, {
      onSuccess: (result) => {
        toast({
          title: 'Cadastro realizado com sucesso!',
          description: `O atleta ${result.athlete.nomeCompleto} foi cadastrado na academia.`,
        });
        form.reset(emptyAthlete);
        onOpenChange(false);
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, formFields)) {
          form.setError(field, { type: 'server', message });
        }
        toast({
          title: 'Erro no cadastro',
          description: errorMessage(error, 'Erro ao realizar cadastro. Tente novamente.'),
          variant: 'destructive',
        });
      },
    });
  }

  const pending = quickRegisterMutation.isPending;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Cadastro Rápido</DialogTitle>
          <DialogDescription>
            Cadastre o atleta na academia sem precisar de login. Campos marcados com * são obrigatórios.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(handleSubmit)} noValidate className="space-y-6">
            <Section title="Dados do atleta">
              <FormField
                control={form.control}
                name="nomeCompleto"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <RequiredFormLabel>Nome completo</RequiredFormLabel>
                    <FormControl>
                      <Input autoComplete="off" aria-required="true" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="dataNascimento"
                render={({ field }) => (
                  <FormItem>
                    <RequiredFormLabel>Data de nascimento</RequiredFormLabel>
                    <FormControl>
                      <Input type="date" autoComplete="off" aria-required="true" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="sexo"
                render={({ field }) => (
                  <FormItem>
                    <RequiredFormLabel>Sexo</RequiredFormLabel>
                    <Select value={field.value ?? ''} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full" aria-required="true" onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue placeholder="Selecione" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {sexes.map((sex) => (
                          <SelectItem key={sex} value={sex}>
                            {sexLabels[sex]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="cpf"
                render={({ field }) => (
                  <FormItem>
                    <RequiredFormLabel>CPF</RequiredFormLabel>
                    <FormControl>
                      <Input
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="000.000.000-00"
                        maxLength={14}
                        aria-required="true"
                        {...field}
                        onChange={(event) => field.onChange(maskCpf(event.target.value))}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="telefone"
                render={({ field }) => (
                  <FormItem>
                    <RequiredFormLabel>Telefone</RequiredFormLabel>
                    <FormControl>
                      <Input
                        type="tel"
                        inputMode="tel"
                        autoComplete="off"
                        placeholder="(00) 00000-0000"
                        maxLength={15}
                        aria-required="true"
                        {...field}
                        onChange={(event) => field.onChange(maskPhone(event.target.value))}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="email"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Email</FormLabel>
                    <FormControl>
                      <Input
                        type="email"
                        inputMode="email"
                        autoComplete="off"
                        {...field}
                        value={field.value ?? ''}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="endereco"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Endereço</FormLabel>
                    <FormControl>
                      <Input autoComplete="street-address" {...field} value={field.value ?? ''} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="foto"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Foto</FormLabel>
                    <FormControl>
                      <PhotoInput
                        value={field.value}
                        // setValue without validation: a re-validation would wipe the file check's message.
                        onChange={(value) => form.setValue('foto', value, { shouldDirty: true })}
                        onError={(message) =>
                          message
                            ? form.setError('foto', { type: 'manual', message })
                            : form.clearErrors('foto')
                        }
                      />
                    </FormControl>
                    <FormDescription>JPG, PNG ou GIF, até 5MB.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </Section>

            <Section title="Saúde">
              <FormField
                control={form.control}
                name="alergias"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Alergias</FormLabel>
                    <FormControl>
                      <Textarea rows={2} {...field} value={field.value ?? ''} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="restricoesMedicas"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Restrições médicas</FormLabel>
                    <FormControl>
                      <Textarea rows={2} {...field} value={field.value ?? ''} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="observacoesSaude"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Observações de saúde</FormLabel>
                    <FormControl>
                      <Textarea rows={2} {...field} value={field.value ?? ''} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </Section>

            <Section title="Responsável">
              <FormField
                control={form.control}
                name="responsavelNome"
                render={({ field }) => (
                  <FormItem>
                    <RequiredFormLabel>Nome do responsável</RequiredFormLabel>
                    <FormControl>
                      <Input autoComplete="name" aria-required="true" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="responsavelParentesco"
                render={({ field }) => (
                  <FormItem>
                    <RequiredFormLabel>Parentesco</RequiredFormLabel>
                    <Select value={field.value ?? ''} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full" aria-required="true" onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue placeholder="Selecione" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {kinships.map((kinship) => (
                          <SelectItem key={kinship} value={kinship}>
                            {kinshipLabels[kinship]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="responsavelCpf"
                render={({ field }) => (
                  <FormItem>
                    <RequiredFormLabel>CPF do responsável</RequiredFormLabel>
                    <FormControl>
                      <Input
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="000.000.000-00"
                        maxLength={14}
                        aria-required="true"
                        {...field}
                        onChange={(event) => field.onChange(maskCpf(event.target.value))}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="responsavelTelefone"
                render={({ field }) => (
                  <FormItem>
                    <RequiredFormLabel>Telefone do responsável</RequiredFormLabel>
                    <FormControl>
                      <Input
                        type="tel"
                        inputMode="tel"
                        autoComplete="tel"
                        placeholder="(00) 00000-0000"
                        maxLength={15}
                        aria-required="true"
                        {...field}
                        onChange={(event) => field.onChange(maskPhone(event.target.value))}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="responsavelEmail"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Email do responsável</FormLabel>
                    <FormControl>
                      <Input
                        type="email"
                        inputMode="email"
                        autoComplete="email"
                        {...field}
                        value={field.value ?? ''}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </Section>

            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </DialogClose>
              <Button type="submit" disabled={pending}>
                {pending ? 'Cadastrando...' : 'Cadastrar atleta'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
