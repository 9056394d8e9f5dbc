import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { positiveInt } from '@web/lib/use-list-params';

/** The open dialog of a page: which one, and what it is about. */
export type OpenDialog<TDialogs> = { [K in keyof TDialogs]: { type: K; target: TDialogs[K] } }[keyof TDialogs];

/** What the address can name: a record (by its id) or an id itself. */
type Addressable = { id: number } | number;

interface RecordDialogsOptions<TDialogs> {
  /** The dialog open on arrival (e.g. a link asking for the create form). */
  initial?: () => OpenDialog<TDialogs> | null;
  /**
   * Dialogs about one record that live in the address, each under its query parameter
   * (`{ details: 'ver', form: 'editar' }` → `?ver=12`): Back closes them and a link opens them.
   */
  address?: { [K in keyof TDialogs]?: string };
  /**
   * The record an address names: undefined while it loads, null when there is none (the parameter
   * then leaves the address). Called when a target is read, so it may use what the page computes
   * from `addressedId`.
   */
  find?: (id: number) => Exclude<TDialogs[keyof TDialogs], null> | null | undefined;
}

/** Set in the history entry a dialog's address was pushed with: closing it goes back instead of adding an entry. */
interface OpenedHere {
  openedDialog?: boolean;
}

const idOf = (target: unknown) =>
  typeof target === 'number' ? target : typeof target === 'object' && target !== null && 'id' in target ? (target as { id: number }).id : undefined;

/**
 * Which dialog of a page is open, one at a time, and on what: each dialog named with what it is
 * about, e.g. `useRecordDialogs<{ form: Company | null; details: Company; status: Company }>()`
 * (a null form target creates a record). Closing any of them clears it. Dialogs listed in
 * `address` are kept in the query string instead of in memory.
 */
export function useRecordDialogs<TDialogs extends object>({ initial, address = {}, find }: RecordDialogsOptions<TDialogs> = {}) {
  const [dialog, setDialog] = useState<OpenDialog<TDialogs> | null>(initial ?? null);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const addressParams = Object.entries(address) as [keyof TDialogs, string][];
  const addressed = addressParams
    .map(([type, param]) => ({ type, id: positiveInt(params.get(param)) }))
    .find((entry): entry is { type: keyof TDialogs; id: number } => entry.id !== undefined);
  const addressedRecord = () => (addressed && find ? find(addressed.id) : undefined);
  const paramNames = addressParams.map(([, param]) => param).join(',');

  const writeAddress = useCallback(
    (param: string | undefined, id: number | undefined, replace: boolean, state?: OpenedHere) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of paramNames.split(',')) next.delete(name);
          if (param && id !== undefined) next.set(param, String(id));
          return next;
        },
        { replace, state },
      ),
    [setParams, paramNames],
  );

  const openedHere = (location.state as OpenedHere | null)?.openedDialog === true;
  // close is one function for the page's lifetime (a dialog may close itself from an effect that
  // depends on it), reading the address as it last rendered.
  const current = useRef({ addressed: addressed !== undefined, openedHere });
  useLayoutEffect(() => {
    current.current = { addressed: addressed !== undefined, openedHere };
  });
  const close = useCallback(() => {
    setDialog(null);
    if (!current.current.addressed) return;
    // Opened from this page: going back leaves the history as it was before; arrived by a link: drop it.
    if (current.current.openedHere) void navigate(-1);
    else writeAddress(undefined, undefined, true);
  }, [navigate, writeAddress]);
  const onOpenChange = useCallback(
    (open: boolean) => {
      if (!open) close();
    },
    [close],
  );

  // An address naming nothing (a removed record, an old link) closes quietly.
  useEffect(() => {
    if (addressedRecord() === null) writeAddress(undefined, undefined, true);
  });

  return {
    open: <K extends keyof TDialogs>(type: K, target: TDialogs[K]) => {
      const param = address[type];
      const id = param ? idOf(target as Addressable) : undefined;
      if (param && id !== undefined) {
        setDialog(null);
        // From one addressed dialog to another (details → edit) replaces the entry: Back still leaves both.
        writeAddress(param, id, addressed !== undefined, { openedDialog: addressed ? openedHere : true });
        return;
      }
      if (addressed) writeAddress(undefined, undefined, true);
      setDialog({ type, target } as OpenDialog<TDialogs>);
    },
    close,
    /** Every dialog's onOpenChange: closing it clears the state. */
    onOpenChange,
    isOpen: (type: keyof TDialogs) => (addressed ? addressed.type === type : dialog?.type === type),
    /** What the `type` dialog is about while it is open (an addressed one once its record is known); undefined otherwise. */
    target: <K extends keyof TDialogs>(type: K): TDialogs[K] | undefined => {
      if (addressed) return addressed.type === type ? ((addressedRecord() ?? undefined) as TDialogs[K] | undefined) : undefined;
      return dialog?.type === type ? (dialog.target as TDialogs[K]) : undefined;
    },
    /** The id the address names, for a page that must fetch a record its list does not hold. */
    addressedId: addressed?.id,
  };
}

/** `find` over a loaded list: undefined until it loads, null when the id is not in it. */
export const findById =
  <T extends { id: number }>(list: readonly T[] | undefined) =>
  (id: number) =>
    list ? (list.find((record) => record.id === id) ?? null) : undefined;

/** What the dialogs of a list page are about: the record of each dialog that has one. */
type RecordOf<TDialogs> = Exclude<TDialogs[keyof TDialogs], null>;

interface PagedRecordDialogsOptions<TDialogs> extends Omit<RecordDialogsOptions<TDialogs>, 'find'> {
  /** The records of the page on screen; undefined while it loads. */
  items: readonly RecordOf<TDialogs>[] | undefined;
  /**
   * Fetches the record the address names when the page on screen does not hold it (a link to a
   * record on another page); runs only while `enabled`.
   */
  useRecord: (id: number | undefined, enabled: boolean) => { data?: RecordOf<TDialogs>; isError: boolean };
  /** false: the address names nothing (a role the addressed dialogs are not for). */
  allowed?: boolean;
  /** The records an address may name; any other it names nothing (one that is not edited here). */
  accept?: (record: RecordOf<TDialogs>) => boolean;
}

/**
 * useRecordDialogs for a server-paged list: the address names a record of the page on screen, or
 * one fetched on its own.
 */
export function usePagedRecordDialogs<TDialogs extends { [K in keyof TDialogs]: { id: number } | null }>({
  items,
  useRecord,
  allowed = true,
  accept = () => true,
  ...options
}: PagedRecordDialogsOptions<TDialogs>) {
  const dialogs = useRecordDialogs<TDialogs>({
    ...options,
    find: (id) => {
      if (!allowed) return null;
      const record = items?.find((onPage) => onPage.id === id) ?? (one.isError ? null : one.data);
      return record && !accept(record) ? null : record;
    },
  });
  const id = dialogs.addressedId;
  const one = useRecord(id, allowed && items !== undefined && id !== undefined && !items.some((record) => record.id === id));
  return dialogs;
}
