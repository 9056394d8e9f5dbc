import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { Control } from 'react-hook-form';
import type { BankConnection, BankConnectionData, BankConnectionInput } from '@domain/bank';
import { formatDate } from '@domain/format';
import { BoundItem } from '@web/components/form-fields';
import { SettingSwitch } from '@web/components/setting-switch';
import { useFormField } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';

/** What the school has entered so far, in both ways of giving the certificate. */
interface Draft {
  arquivo: string;
  senha: string;
  certificado: string;
  chavePrivada: string;
}

/** The field's value: nothing entered sends no certificate, so the stored one stays (or the server asks for one). */
function certificateValue(draft: Draft, pem: boolean): BankConnectionInput['certificado'] {
  if (pem) return draft.certificado.trim() || draft.chavePrivada.trim() ? { formato: 'pem', certificado: draft.certificado, chavePrivada: draft.chavePrivada } : undefined;
  return draft.arquivo ? { formato: 'pfx', arquivo: draft.arquivo, senha: draft.senha } : undefined;
}

/** The file's bytes in base64, as the API takes a .pfx/.p12. */
async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The message of the certificate: the server's (a wrong password, an expired or missing
 * certificate) on the field itself, or the schema's on one of its parts (a PEM without its header).
 */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const part of Object.values(error)) {
    const message = messageOf(part);
    if (message) return message;
  }
  return undefined;
}

export interface CertificateFieldProps {
  control: Control<BankConnectionInput, unknown, BankConnectionData>;
  /** The certificate stored with the connection, kept while no other is given. */
  stored: BankConnection['certificado'] | null;
}

/**
 * The client certificate the bank issued to the school: a .pfx/.p12 file (read to base64 here, in
 * the browser) with its password, or, switched to PEM, the certificate and the private key pasted.
 * Both ways stay on the page, so switching back and forth loses nothing.
 */
export function CertificateField({ control, stored }: CertificateFieldProps) {
  return (
    <BoundItem control={control} name="certificado">
      {(field) => <CertificateControl stored={stored} onChange={field.onChange} focusRef={field.ref} />}
    </BoundItem>
  );
}

function CertificateControl({
  stored,
  onChange,
  focusRef,
}: {
  stored: BankConnection['certificado'] | null;
  onChange: (value: BankConnectionInput['certificado']) => void;
  focusRef: (element: HTMLElement | null) => void;
}) {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField();
  const draft = useRef<Draft>({ arquivo: '', senha: '', certificado: '', chavePrivada: '' });
  const [pem, setPem] = useState(false);
  const [reading, setReading] = useState(false);
  const passwordId = useId();
  const keyId = useId();
  const message = messageOf(error);

  const update = (patch: Partial<Draft>, asPem = pem) => {
    draft.current = { ...draft.current, ...patch };
    onChange(certificateValue(draft.current, asPem));
  };

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return update({ arquivo: '' });
    setReading(true);
    try {
      update({ arquivo: await fileToBase64(file) });
    } catch {
      // The browser could not read it (moved or deleted meanwhile): as if none was chosen.
      input.value = '';
      update({ arquivo: '' });
    } finally {
      setReading(false);
    }
  }

  // The main control of the way chosen carries the field's label, description and message.
  const controlProps = (active: boolean) =>
    active
      ? {
          id: formItemId,
          ref: focusRef,
          'aria-describedby': message ? `${formDescriptionId} ${formMessageId}` : formDescriptionId,
          'aria-invalid': !!message,
        }
      : {};

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 text-sm leading-none font-medium">Certificado do cliente</legend>
      {stored && (
        <p className="rounded-md border bg-muted/50 px-4 py-3 text-sm">
          {`Certificado de ${stored.titular}, válido até ${formatDate(stored.validoAte)}.`}
        </p>
      )}
      <p id={formDescriptionId} className="text-sm text-muted-foreground">
        {stored
          ? 'Para manter o certificado guardado, não envie outro.'
          : 'O certificado que o banco emitiu para a escola: o arquivo .pfx ou .p12 com a senha dele, ou o certificado e a chave privada em PEM.'}
      </p>
      <SettingSwitch
        label="Colar certificado e chave privada (PEM)"
        checked={pem}
        onCheckedChange={(checked) => {
          setPem(checked);
          update({}, checked);
        }}
      />
      <div className={cn(pem ? 'hidden' : 'grid gap-3')}>
        <div className="grid gap-2">
          <Label htmlFor={pem ? undefined : formItemId} className={cn(message && !pem && 'text-destructive')}>
            Arquivo do certificado (.pfx ou .p12)
          </Label>
          <Input
            {...controlProps(!pem)}
            type="file"
            accept=".pfx,.p12,application/x-pkcs12"
            disabled={reading}
            aria-busy={reading}
            onChange={(event) => void chooseFile(event)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={passwordId}>Senha do certificado</Label>
          <Input id={passwordId} type="password" autoComplete="off" onChange={(event) => update({ senha: event.target.value })} />
        </div>
      </div>
      <div className={cn(pem ? 'grid gap-3' : 'hidden')}>
        <div className="grid gap-2">
          <Label htmlFor={pem ? formItemId : undefined} className={cn(message && pem && 'text-destructive')}>
            Certificado (PEM)
          </Label>
          <Textarea
            {...controlProps(pem)}
            rows={4}
            spellCheck={false}
            placeholder="-----BEGIN CERTIFICATE-----"
            className="font-mono text-xs md:text-xs"
            onChange={(event) => update({ certificado: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={keyId}>Chave privada (PEM)</Label>
          <Textarea
            id={keyId}
            rows={4}
            spellCheck={false}
            autoComplete="off"
            placeholder="-----BEGIN PRIVATE KEY-----"
            className="font-mono text-xs md:text-xs"
            onChange={(event) => update({ chavePrivada: event.target.value })}
          />
        </div>
      </div>
      {message && (
        <p id={formMessageId} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </fieldset>
  );
}
