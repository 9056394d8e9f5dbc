import type { ReactNode } from 'react';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDePara = (value: unknown): value is { de: unknown; para: unknown } => isRecord(value) && 'de' in value && 'para' in value && Object.keys(value).length === 2;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * An entry's changes as "campo: valor" lines ("campo: antes → depois" for an edit). Health data
 * arrives already masked by the server.
 */
export function AuditChanges({ changes }: { changes: unknown }): ReactNode {
  if (changes === null || changes === undefined) return <span className="text-muted-foreground">—</span>;
  if (Array.isArray(changes)) return <span className="break-words">{changes.map(show).join(', ')}</span>;
  if (!isRecord(changes)) return <span>{show(changes)}</span>;
  const entries = Object.entries(changes);
  if (!entries.length) return <span className="text-muted-foreground">—</span>;
  const shown = entries.slice(0, VISIBLE_FIELDS);
  const more = entries.slice(VISIBLE_FIELDS);
  return (
    <div className="text-xs">
      <Fields entries={shown} />
      {more.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium text-primary">
            mais {more.length} {more.length === 1 ? 'campo' : 'campos'}
          </summary>
          <Fields entries={more} />
        </details>
      )}
    </div>
  );
}

/** A long entry (a whole record created) shows its first fields; the rest open on demand. */
const VISIBLE_FIELDS = 4;

function Fields({ entries }: { entries: [string, unknown][] }) {
  return (
    <dl className="space-y-0.5">
      {entries.map(([field, value]) => (
        <div key={field} className="break-words">
          <dt className="inline font-medium">{field}: </dt>
          <dd className="inline text-muted-foreground">{isDePara(value) ? `${show(value.de)} → ${show(value.para)}` : show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
