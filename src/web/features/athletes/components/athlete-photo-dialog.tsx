import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlusIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import type { Athlete } from '@domain/athletes';
import { AthleteAvatar } from '@web/components/athlete-avatar';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { checkPhotoFile, PHOTO_ACCEPT, PHOTO_INVALID_MESSAGE } from '@web/lib/photo';
import { useUpdateAthletePhoto } from '../api/update-athlete-photo';

// The cropper library loads only when a photo is chosen.
const PhotoCropper = lazy(() => import('./photo-cropper').then((module) => ({ default: module.PhotoCropper })));

export interface AthletePhotoDialogProps {
  athlete: Pick<Athlete, 'id' | 'nomeCompleto' | 'fotoUrl'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds, changes (through the cropper) or removes an athlete's photo (spec 1 §2.7). */
export function AthletePhotoDialog({ athlete, open, onOpenChange }: AthletePhotoDialogProps) {
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);

  // The chosen file lives behind an object URL while it is cropped; release it afterwards.
  useEffect(() => (source ? () => URL.revokeObjectURL(source) : undefined), [source]);

  const updatePhoto = useUpdateAthletePhoto({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Atleta atualizado com sucesso!' });
      setSource(null);
      onOpenChange(false);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao atualizar atleta') });
    },
  });
  const pending = updatePhoto.isPending;

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (!file) return;
    const message = checkPhotoFile(file);
    setFileError(message);
    if (!message) setSource(URL.createObjectURL(file));
  };

  const handleInvalidImage = () => {
    setSource(null);
    setFileError(PHOTO_INVALID_MESSAGE);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          if (!next) setFileError(null);
          onOpenChange(next);
        }}
      >
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Foto do Atleta</DialogTitle>
            <DialogDescription>{athlete.nomeCompleto}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col items-center gap-4">
            <AthleteAvatar nome={athlete.nomeCompleto} fotoUrl={athlete.fotoUrl} size="lg" className="size-40 text-4xl" />
            <input ref={fileInputRef} type="file" accept={PHOTO_ACCEPT} className="hidden" aria-label="Escolher foto" onChange={handleFileChange} />
            <div className="flex flex-wrap justify-center gap-2">
              <Button type="button" disabled={pending} onClick={() => fileInputRef.current?.click()}>
                <ImagePlusIcon aria-hidden="true" />
                {athlete.fotoUrl ? 'Alterar Foto' : 'Adicionar Foto'}
              </Button>
              {athlete.fotoUrl && (
                <Button
                  type="button"
                  variant="outline"
                  className="text-destructive hover:text-destructive"
                  disabled={pending}
                  aria-busy={pending && !source}
                  onClick={() => updatePhoto.mutate({ id: athlete.id, foto: null })}
                >
                  {pending && !source ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <Trash2Icon aria-hidden="true" />}
                  Remover Foto
                </Button>
              )}
            </div>
            <p className="text-center text-sm text-muted-foreground">JPG, PNG ou GIF, até 5MB.</p>
            {fileError && (
              <p role="alert" className="text-center text-sm font-medium text-destructive">
                {fileError}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Fechar
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      {source && (
        <Suspense>
          <PhotoCropper
            src={source}
            pending={pending}
            onCancel={() => setSource(null)}
            onInvalidImage={handleInvalidImage}
            onConfirm={(foto) => updatePhoto.mutate({ id: athlete.id, foto })}
          />
        </Suspense>
      )}
    </>
  );
}
