import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttendanceStatus } from '@domain/attendance';
import { ApiError } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { toastFailure } from '@web/lib/outcome-toasts';
import { rollPath, rollQueryOptions, saveMarks } from './api/attendance';

/** Marks not yet accepted by the server, per session, kept across reloads of a phone without signal. */
const STORAGE_KEY = 'plantel.chamada.pendentes';
/** How often unsent marks are tried again while the phone says it is online but requests fail. */
const RETRY_MS = 10_000;

type Pending = Record<string, AttendanceStatus>;

function readAll(): Record<string, Pending> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Pending>) : {};
  } catch {
    return {};
  }
}

function writeSession(key: string, pending: Pending) {
  const all = readAll();
  if (Object.keys(pending).length === 0) delete all[key];
  else all[key] = pending;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the marks still live in memory and are sent when the connection returns.
  }
}

export type SyncState = 'saved' | 'saving' | 'offline';

/**
 * The coach's marks of one session, saved as they go and tolerant of a flaky connection: each tap
 * is kept (in memory and in localStorage) until the server accepts it. A request that cannot reach
 * the server leaves the marks waiting, and they are sent when the browser is back online, or
 * every few seconds meanwhile. A refusal (a cancelled session, the correction window closed) drops
 * them with the server's message, since sending again would not help.
 */
export function useRollMarks(teamId: number, data: string) {
  const client = useQueryClient();
  const key = `${teamId}|${data}`;
  const [pending, setPending] = useState<Pending>(() => readAll()[key] ?? {});
  const [state, setState] = useState<SyncState>(Object.keys(pending).length > 0 ? 'offline' : 'saved');
  const latest = useRef(pending);
  const sending = useRef(false);
  const again = useRef(false);

  const keep = useCallback(
    (next: Pending) => {
      latest.current = next;
      setPending(next);
      writeSession(key, next);
    },
    [key],
  );

  const flush = useCallback(async () => {
    if (sending.current) {
      again.current = true;
      return;
    }
    const batch = latest.current;
    const marcas = Object.entries(batch).map(([athleteId, status]) => ({ athleteId: Number(athleteId), status }));
    if (marcas.length === 0) return;
    sending.current = true;
    setState('saving');
    const withoutSent = () => Object.fromEntries(Object.entries(latest.current).filter(([id, status]) => batch[id] !== status));
    try {
      const roll = await saveMarks(teamId, data, { marcas });
      client.setQueryData(rollQueryOptions(teamId, data).queryKey, roll);
      void invalidatePaths(client, '/api/attendance/');
      keep(withoutSent());
      setState('saved');
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        toastFailure(error, 'Não foi possível salvar a chamada.');
        keep(withoutSent());
        setState('saved');
        void invalidatePaths(client, rollPath(teamId, data));
      } else {
        setState('offline');
      }
    } finally {
      sending.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [client, data, keep, teamId]);

  useEffect(() => {
    void flush();
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (Object.keys(latest.current).length > 0 && !sending.current) retry();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [flush]);

  const mark = useCallback(
    (marks: Record<number, AttendanceStatus>) => {
      keep({ ...latest.current, ...Object.fromEntries(Object.entries(marks)) });
      void flush();
    },
    [flush, keep],
  );

  return { pending, state: Object.keys(pending).length === 0 && state !== 'saving' ? 'saved' : state, mark };
}
