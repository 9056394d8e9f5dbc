import { useState, type ChangeEvent } from 'react';
import { COMPROVANTE_MAX_BYTES, COMPROVANTE_TOO_LARGE, COMPROVANTE_TYPES, INVALID_COMPROVANTE } from '@domain/payment-claims';
import { Input } from '@web/components/ui/input';
import { imageFileToDataUrl } from '@web/lib/photo';

/** What the API takes in its 1 MB body, written in base64. */
const MAX_DATA_URL = Math.ceil((COMPROVANTE_MAX_BYTES * 4) / 3);

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(INVALID_COMPROVANTE));
    reader.readAsDataURL(file);
  });

/**
 * The comprovante as the API takes it: a picture shrunk on the phone (a screenshot of the bank app
 * is often several MB), a PDF as it is when small enough. The server checks both again.
 */
async function comprovanteDataUrl(file: File): Promise<string> {
  if (!(COMPROVANTE_TYPES as readonly string[]).includes(file.type)) throw new Error(INVALID_COMPROVANTE);
  if (file.type !== 'application/pdf') return imageFileToDataUrl(file, { maxWidth: 1600, maxHeight: 1600, maxLength: MAX_DATA_URL });
  if (file.size > COMPROVANTE_MAX_BYTES) throw new Error(COMPROVANTE_TOO_LARGE);
  return readAsDataUrl(file);
}

export interface ComprovanteInputProps {
  onChange: (value: string | null) => void;
  onError: (message: string | null) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A file picker for the comprovante (image or PDF); the chosen file's name shows while it is read. */
export function ComprovanteInput({ onChange, onError, ...controlProps }: ComprovanteInputProps) {
  const [reading, setReading] = useState(false);
  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    onError(null);
    if (!file) return onChange(null);
    setReading(true);
    try {
      onChange(await comprovanteDataUrl(file));
    } catch (error) {
      event.target.value = '';
      onChange(null);
      onError(error instanceof Error && error.message ? error.message : INVALID_COMPROVANTE);
    } finally {
      setReading(false);
    }
  }
  return <Input {...controlProps} type="file" accept={COMPROVANTE_TYPES.join(',')} aria-busy={reading} onChange={(event) => void handleChange(event)} />;
}
