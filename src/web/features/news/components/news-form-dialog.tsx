import { useFormContext } from 'react-hook-form';
import { PHOTO_MAX_DATA_URL } from '@domain/athletes';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import {
  newsCategories,
  newsInputSchema,
  newsNextStatuses,
  newsStatusLabels,
  REQUIRED_FIELDS_MESSAGE,
  type News,
  type NewsData,
  type NewsInput,
} from '@domain/news';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { CustomField, SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { PhotoInput } from '@web/components/photo-input';
import { toast } from '@web/components/ui/use-toast';
import { imageFileToDataUrl } from '@web/lib/photo';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';
import { FlagField } from './flag-field';
import { TagInput } from './tag-input';

const categoryOptions: SelectOption[] = newsCategories.map((c) => ({ value: c, label: c }));

/** The main image keeps its proportions, at most 1200×800, and within the size the API takes. */
const toNewsImage = (file: File) => imageFileToDataUrl(file, { maxWidth: 1200, maxHeight: 800, maxLength: PHOTO_MAX_DATA_URL });

/** A stored instant as the day the school saw it (the form's date inputs know days only). */
const schoolDay = (instant: string | null) => (instant ? todayIn(SCHOOL_TIME_ZONE, new Date(instant)) : '');

function toFormValues(news?: News | null): NewsInput {
  return {
    titulo: news?.titulo ?? '',
    subtitulo: news?.subtitulo ?? '',
    conteudo: news?.conteudo ?? '',
    imagemPrincipal: news?.imagemPrincipal ?? null,
    categoria: news?.categoria ?? '',
    tags: news?.tags ?? [],
    status: news?.status ?? 'rascunho',
    destaqueHome: news?.destaqueHome ?? false,
    notificarUsuarios: news?.notificarUsuarios ?? false,
    linkExterno: news?.linkExterno ?? '',
    dataPublicacao: schoolDay(news?.dataPublicacao ?? null),
    dataExpiracao: schoolDay(news?.dataExpiracao ?? null),
  };
}

export interface NewsFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The news item to edit (loaded with its content); none to create one. */
  news?: News | null;
}

/** 'Nova Notícia' (spec 2 §2.8, §5) for create and edit. Mount it when opening so the form starts from the record. */
export function NewsFormDialog({ open, onOpenChange, news }: NewsFormDialogProps) {
  const isEdit = Boolean(news);
  const form = useZodForm(newsInputSchema, toFormValues(news));
  const statusOptions: SelectOption[] = (news ? newsNextStatuses[news.status] : newsNextStatuses.rascunho).map((s) => ({
    value: s,
    label: newsStatusLabels[s],
  }));

  const handleInvalid = (errors: Partial<Record<keyof NewsInput, unknown>>) => {
    if (errors.titulo || errors.conteudo || errors.categoria) {
      toast({ variant: 'destructive', title: 'Erro', description: REQUIRED_FIELDS_MESSAGE });
    }
  };

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Editar Notícia' : 'Nova Notícia'}
      description="Campos marcados com * são obrigatórios."
      form={form}
      record={news}
      useCreate={useCreateNews}
      useUpdate={useUpdateNews}
      messages={{
        created: 'Notícia criada com sucesso!',
        updated: 'Notícia atualizada com sucesso!',
        createError: 'Erro ao criar notícia',
        updateError: 'Erro ao atualizar notícia',
      }}
      onInvalid={handleInvalid}
      submitLabel={isEdit ? 'Salvar' : 'Criar Notícia'}
      className="sm:max-w-3xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="titulo" label="Título" required className="sm:col-span-2" />
        <TextField control={form.control} name="subtitulo" label="Subtítulo" className="sm:col-span-2" />
        <TextareaField
          control={form.control}
          name="conteudo"
          label="Conteúdo"
          required
          rows={8}
          description="As quebras de linha são mantidas. Formatação aceita: <p>, <strong>, <em>, <u>, listas, <h2> a <h4>, <blockquote> e links."
          className="sm:col-span-2"
        />
        <SelectField control={form.control} name="categoria" label="Categoria" required options={categoryOptions} placeholder="Selecione a categoria" />
        <SelectField control={form.control} name="status" label="Status" required options={statusOptions} />
        <ImageField />
        <CustomField
          control={form.control}
          name="tags"
          label="Tags"
          className="sm:col-span-2"
          render={(field) => <TagInput value={field.value as string[]} onChange={(tags) => field.onChange(tags)} />}
        />
        <TextField control={form.control} name="linkExterno" label="Link externo" type="url" placeholder="https://" className="sm:col-span-2" />
        <TextField control={form.control} name="dataPublicacao" label="Data de publicação" type="date" description="Vazia: a data em que for publicada." />
        <TextField control={form.control} name="dataExpiracao" label="Válida até" type="date" description="Vazia: não expira." />
        <FlagField control={form.control} name="destaqueHome" label="Destaque na página inicial" description="Aparece em 'Notícias em Destaque' no Início." />
        <FlagField
          control={form.control}
          name="notificarUsuarios"
          label="Notificar usuários"
          description="Ao publicar, todos os usuários ativos recebem um e-mail."
        />
      </div>
    </SaveRecordDialog>
  );
}

function ImageField() {
  const form = useFormContext<NewsInput, unknown, NewsData>();
  return (
    <CustomField
      control={form.control}
      name="imagemPrincipal"
      label="Imagem principal"
      description="JPG, PNG ou GIF, até 5MB; reduzida para no máximo 1200×800."
      className="sm:col-span-2"
      render={(field) => (
        <PhotoInput
          shape="wide"
          previewAlt="Pré-visualização da imagem principal"
          removeLabel="Remover imagem"
          toDataUrl={toNewsImage}
          value={field.value as string | null}
          // setValue without validation: a re-validation would wipe the file check's message.
          onChange={(value) => form.setValue('imagemPrincipal', value, { shouldDirty: true })}
          onError={(message) => (message ? form.setError('imagemPrincipal', { type: 'manual', message }) : form.clearErrors('imagemPrincipal'))}
        />
      )}
    />
  );
}
