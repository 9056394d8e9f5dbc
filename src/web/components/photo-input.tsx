import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { checkPhotoFile, PHOTO_ACCEPT, PHOTO_INVALID_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, photoFileToDataUrl } from '@web/lib/photo';
import { cn } from '@web/lib/utils';

interface PhotoInputProps {
  /** The photo as a data URL (300×300 JPEG) or an image URL, or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** Reports the spec's message for a refused file; null clears it. */
  onError: (message: string | null) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
  /** 'round' (athlete photos, the default) or 'wide' (a picture kept whole, such as a news image). */
  shape?: 'round' | 'wide';
  previewAlt?: string;
  removeLabel?: string;
  /** Turns the accepted file into the stored data URL; the default is the 300×300 centred square. */
  toDataUrl?: (file: File) => Promise<string>;
}

/**
 * File picker for an athlete photo: checks type and size, center-crops the image to a square,
 * resizes it to 300×300 and keeps it as a JPEG data URL. Shows a round preview and a remove button.
 * With `shape="wide"` and its own `toDataUrl` it picks other pictures the same way.
 */
export function PhotoInput({
  value,
  onChange,
  onError,
  className,
  shape = 'round',
  previewAlt = 'Pré-visualização da foto do atleta',
  removeLabel = 'Remover foto',
  toDataUrl = photoFileToDataUrl,
  ...controlProps
}: PhotoInputProps) {
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);

  function clearFileInput() {
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  async function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const message = checkPhotoFile(file);
    if (message) {
      clearFileInput();
      onChange(null);
      onError(message);
      return;
    }
    setProcessing(true);
    try {
      const dataUrl = await toDataUrl(file);
      onChange(dataUrl);
      onError(null);
    } catch (error) {
      clearFileInput();
      onChange(null);
      onError(error instanceof Error && error.message === PHOTO_TOO_LARGE_MESSAGE ? PHOTO_TOO_LARGE_MESSAGE : PHOTO_INVALID_MESSAGE);
    } finally {
      setProcessing(false);
    }
  }

  function handleRemove() {
    clearFileInput();
    onChange(null);
    onError(null);
  }

  const previewShape = shape === 'round' ? 'size-16 rounded-full' : 'h-16 w-28 rounded-md';
  return (
    <div className={cn('flex items-center gap-4', className)}>
      {value ? (
        <img src={value} alt={previewAlt} className={cn('shrink-0 border object-cover', previewShape)} />
      ) : (
        <div
          aria-hidden="true"
          className={cn('bg-muted text-muted-foreground flex shrink-0 items-center justify-center border', previewShape)}
        >
          {processing ? <LoaderCircle className="size-6 animate-spin" /> : <ImagePlus className="size-6" />}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Input
          {...controlProps}
          ref={fileInputRef}
          type="file"
          accept={PHOTO_ACCEPT}
          disabled={processing}
          onChange={handleFileChange}
        />
        {value && (
          <Button type="button" variant="outline" size="sm" className="self-start" onClick={handleRemove}>
            <X aria-hidden="true" />
            {removeLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
