import { useEffect, useRef } from 'react';
import { useRecordNewsView } from '../api/record-news-view';

/**
 * Counts one view per visit of a news page (POST /api/news/:id/view) once the item is shown to a
 * reader. The ref remembers the item already counted, so React's development double effects and
 * re-renders do not count it twice; opening another news item counts that one.
 */
export function useRecordView(id: number | undefined, countable: boolean) {
  const { mutate } = useRecordNewsView();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (id === undefined || !countable || counted.current === id) return;
    counted.current = id;
    mutate(id);
  }, [id, countable, mutate]);
}
