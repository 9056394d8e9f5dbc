import { useRef, useState, type SyntheticEvent } from 'react';
import { Loader2Icon } from 'lucide-react';
import ReactCrop, { centerCrop, makeAspectCrop, type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { renderPhoto, selectionToSquare } from '@web/lib/photo';

/** Spec 1 §9: the crop is a square between 50 and 500 pixels a side, starting at 80% centred. */
const MIN_CROP = 50;
const MAX_CROP = 500;
const INITIAL_CROP_PERCENT = 80;

const ariaLabels = {
  cropArea: 'Use as setas do teclado para mover a área de recorte',
  nwDragHandle: 'Use as setas do teclado para mover o canto superior esquerdo do recorte',
  nDragHandle: 'Use as setas do teclado para mover a borda superior do recorte',
  neDragHandle: 'Use as setas do teclado para mover o canto superior direito do recorte',
  eDragHandle: 'Use as setas do teclado para mover a borda direita do recorte',
  seDragHandle: 'Use as setas do teclado para mover o canto inferior direito do recorte',
  sDragHandle: 'Use as setas do teclado para mover a borda inferior do recorte',
  swDragHandle: 'Use as setas do teclado para mover o canto inferior esquerdo do recorte',
  wDragHandle: 'Use as setas do teclado para mover a borda esquerda do recorte',
};

/** 80% of the image's shorter side, as a centred square. */
function initialCrop(width: number, height: number): PercentCrop {
  const side = width >= height ? { height: INITIAL_CROP_PERCENT } : { width: INITIAL_CROP_PERCENT };
  return centerCrop(makeAspectCrop({ unit: '%', ...side }, 1, width, height), width, height);
}

export interface PhotoCropperProps {
  /** URL of the chosen image (an object URL); the dialog is open while it is mounted. */
  src: string;
  onCancel: () => void;
  /** The browser could not decode the image. */
  onInvalidImage: () => void;
  /** Receives the 300×300 circular JPEG as a data URL. */
  onConfirm: (dataUrl: string) => void;
  /** While the photo is being saved the buttons are disabled. */
  pending?: boolean;
}

/** 'Recortar Foto do Atleta': a square crop of the chosen image, exported as the stored round photo. */
export function PhotoCropper({ src, onCancel, onInvalidImage, onConfirm, pending = false }: PhotoCropperProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [natural, setNatural] = useState<{ width: number; height: number }>();

  const handleImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    setNatural({ width, height });
    setCrop(initialCrop(width, height));
  };

  const square = crop && natural ? selectionToSquare(crop, natural.width, natural.height) : null;

  const handleConfirm = () => {
    if (!imageRef.current || !square) return;
    onConfirm(renderPhoto(imageRef.current, square, { circular: true }));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Recortar Foto do Atleta</DialogTitle>
          <DialogDescription>Arraste ou redimensione a área para escolher a parte da foto que será usada.</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center rounded-md bg-muted p-2">
          <ReactCrop
            crop={crop}
            onChange={(_, percentCrop) => setCrop(percentCrop)}
            aspect={1}
            circularCrop
            keepSelection
            minWidth={MIN_CROP}
            minHeight={MIN_CROP}
            maxWidth={MAX_CROP}
            maxHeight={MAX_CROP}
            disabled={pending}
            ariaLabels={ariaLabels}
          >
            <img
              ref={imageRef}
              src={src}
              alt="Foto escolhida para recorte"
              onLoad={handleImageLoad}
              onError={onInvalidImage}
              className="max-h-[60dvh] w-auto max-w-full"
            />
          </ReactCrop>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="button" disabled={pending || !square} aria-busy={pending} onClick={handleConfirm}>
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Confirmar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
