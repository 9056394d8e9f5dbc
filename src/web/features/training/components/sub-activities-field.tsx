import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { formatDuration, MAX_SUB_ACTIVITIES, subActivityLevels, subActivityTypes, type PlanData } from '@domain/training';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import type { PlanFormValues, SubActivityFormValues } from './plan-form-dialog';
import { levelLabel, typeLabel } from './plan-labels';

const typeOptions: SelectOption[] = subActivityTypes.map((t) => ({ value: t, label: typeLabel(t) }));
const levelOptions: SelectOption[] = subActivityLevels.map((l) => ({ value: l, label: levelLabel(l) }));

const emptySubActivity: SubActivityFormValues = { tipo: '', descricao: '', nivel: '', tempoEstimado: '', tagsHabilidades: '', materiais: '' };

/**
 * The plan's sub-activities inside its form (spec 2 §2.9, rules of §5): added, edited, moved up
 * and down, removed. Their position is their ordem.
 */
export function SubActivitiesField({ control }: { control: Control<PlanFormValues, unknown, PlanData> }) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'atividades' });
  const times = useWatch({ control, name: 'atividades' });
  const sum = (times ?? []).reduce((total, a) => total + (Number(a.tempoEstimado) || 0), 0);

  return (
    <section aria-labelledby="subatividades-titulo" className="space-y-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="subatividades-titulo" className="font-semibold">
            Subatividades ({fields.length})
          </h3>
          {fields.length > 0 && <p className="text-sm text-muted-foreground">Soma dos tempos: {formatDuration(sum)}</p>}
        </div>
        <Button type="button" variant="outline" size="sm" disabled={fields.length >= MAX_SUB_ACTIVITIES} onClick={() => append(emptySubActivity)}>
          <PlusIcon aria-hidden="true" />
          Adicionar subatividade
        </Button>
      </div>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">Nenhuma subatividade. Adicione as etapas do treino em ordem.</p>}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const name = `Subatividade ${index + 1}`;
          return (
            <li key={field.id}>
              <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-3">
                <legend className="sr-only">{name}</legend>
                <div className="flex items-center justify-between gap-2 sm:col-span-3">
                  <span aria-hidden="true" className="text-sm font-semibold">
                    {name}
                  </span>
                  <div className="flex gap-1">
                    <IconButton label={`Mover ${name} para cima`} icon={<ArrowUpIcon />} disabled={index === 0} onClick={() => move(index, index - 1)} />
                    <IconButton
                      label={`Mover ${name} para baixo`}
                      icon={<ArrowDownIcon />}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <IconButton
                      label={`Remover ${name}`}
                      icon={<Trash2Icon />}
                      className="text-destructive hover:text-destructive"
                      onClick={() => remove(index)}
                    />
                  </div>
                </div>
                <SelectField control={control} name={`atividades.${index}.tipo`} label="Tipo" required options={typeOptions} placeholder="Selecione" />
                <SelectField control={control} name={`atividades.${index}.nivel`} label="Nível" required options={levelOptions} placeholder="Selecione" />
                <TextField control={control} name={`atividades.${index}.tempoEstimado`} label="Tempo (min)" required inputMode="numeric" />
                <TextareaField control={control} name={`atividades.${index}.descricao`} label="Descrição" required rows={2} className="sm:col-span-3" />
                <TextField
                  control={control}
                  name={`atividades.${index}.tagsHabilidades`}
                  label="Habilidades"
                  description="Separadas por vírgula"
                  className="sm:col-span-2"
                />
                <TextField control={control} name={`atividades.${index}.materiais`} label="Materiais" />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <SubActivitiesMessage control={control} />
    </section>
  );
}

/** The list's own message (e.g. too many sub-activities), under it. */
function SubActivitiesMessage({ control }: { control: Control<PlanFormValues, unknown, PlanData> }) {
  const { errors } = useFormState({ control, name: 'atividades' });
  const message = errors.atividades?.root?.message ?? errors.atividades?.message;
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
