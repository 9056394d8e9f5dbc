import { Loader2Icon } from 'lucide-react';
import {
  CALLUP_CLOSED,
  CALLUP_GAME_CANCELLED,
  CALLUP_NOTE_MAX,
  callupAnswerInputSchema,
  callupStatusLabels,
  callupStatusOf,
  type FamilyCallup,
} from '@domain/callups';
import type { CallupAnswer } from '@domain/attendance';
import { formatDate } from '@domain/format';
import { weekdayLabels, weekdayOf } from '@domain/weekdays';
import { TextareaField } from '@web/components/form-fields';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/ui/form';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAnswerCallup } from '../api/family-callups';

const answers: readonly CallupAnswer[] = ['vai', 'nao_vai'];
const badgeVariants = { vai: 'success', nao_vai: 'destructive', pendente: 'outline' } as const;

/** "Sáb, 04/10/2025 · 09:30". */
const when = (jogo: FamilyCallup['jogo']) => `${weekdayLabels[weekdayOf(jogo.data)].slice(0, 3)}, ${formatDate(jogo.data)} · ${jogo.horario}`;

/** The school's team against the opponent, the home side first. */
function match(jogo: FamilyCallup['jogo']) {
  const turma = jogo.turma ?? 'Turma removida';
  if (!jogo.adversario) return turma;
  return jogo.fora ? `${jogo.adversario} x ${turma}` : `${turma} x ${jogo.adversario}`;
}

/**
 * 'Convocações' on the family Início: each child's call-ups for the coming games, answered "Vai" or
 * "Não vai" with an optional note, changeable until the game starts (`callups` undefined: they could
 * not be loaded).
 */
export function CallupsSection({ callups }: { callups: FamilyCallup[] | undefined }) {
  return (
    <section aria-labelledby="inicio-convocacoes" className="min-w-0 space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="inicio-convocacoes" className="text-lg font-semibold">
        Convocações
      </h2>
      {!callups ? (
        <p role="alert" className="text-sm">
          Não foi possível carregar as convocações.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">Responda se o atleta vai ao jogo. Dá para mudar a resposta até o jogo começar.</p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {callups.map((callup) => (
              <li key={callup.id} className="min-w-0">
                <CallupItem callup={callup} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CallupItem({ callup }: { callup: FamilyCallup }) {
  const headingId = `convocacao-${callup.id}`;
  const form = useZodForm(callupAnswerInputSchema, { resposta: callup.resposta ?? undefined, observacao: callup.observacao ?? '' });
  const answer = useFormMutation(
    form,
    useAnswerCallup,
    {
      success: (saved) => ({
        title: 'Resposta enviada',
        description: `${saved.atleta} ${saved.resposta === 'vai' ? 'vai' : 'não vai'} ao jogo de ${formatDate(saved.jogo.data)}.`,
      }),
      failure: 'Não foi possível enviar a resposta. Tente novamente.',
    },
    (saved) => form.reset({ resposta: saved.resposta ?? undefined, observacao: saved.observacao ?? '' }),
  );
  const send = (resposta: CallupAnswer) => {
    form.setValue('resposta', resposta);
    void form.handleSubmit((data) => answer.submit({ id: callup.id, data }))();
  };
  const status = callupStatusOf(callup.resposta);

  return (
    <article aria-labelledby={headingId} className="h-full min-w-0 space-y-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          <span className="sr-only">Convocação de </span>
          {callup.atleta}
        </h3>
        <Badge variant={badgeVariants[status]}>
          <span className="sr-only">Resposta: </span>
          {callupStatusLabels[status]}
        </Badge>
      </div>
      <div className="space-y-0.5 text-sm">
        <p className="font-medium tabular-nums">
          <time dateTime={callup.jogo.dataHora}>{when(callup.jogo)}</time>
        </p>
        <p className="break-words">{match(callup.jogo)}</p>
        <p className="break-words text-muted-foreground">{[callup.jogo.local, callup.jogo.endereco].filter(Boolean).join(' · ')}</p>
      </div>
      {callup.podeResponder ? (
        <Form {...form}>
          <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-3" aria-busy={answer.pending}>
            <TextareaField
              control={form.control}
              name="observacao"
              label="Observação"
              rows={2}
              description={`Opcional, até ${CALLUP_NOTE_MAX} caracteres: um aviso para o professor.`}
            />
            <div className="flex flex-wrap gap-2" role="group" aria-label={`Resposta para ${callup.atleta}`}>
              {answers.map((value) => (
                <Button
                  key={value}
                  className="min-w-24 flex-1"
                  variant={callup.resposta === value ? 'default' : 'outline'}
                  aria-pressed={callup.resposta === value}
                  disabled={answer.pending}
                  onClick={() => send(value)}
                >
                  {answer.pending && form.getValues('resposta') === value && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                  {callupStatusLabels[value]}
                </Button>
              ))}
            </div>
          </form>
        </Form>
      ) : (
        <>
          {callup.observacao && (
            <p className="text-sm break-words">
              <span className="text-muted-foreground">Observação: </span>
              {callup.observacao}
            </p>
          )}
          <p className="text-sm text-muted-foreground">{callup.jogo.cancelado ? CALLUP_GAME_CANCELLED : CALLUP_CLOSED}</p>
        </>
      )}
    </article>
  );
}
