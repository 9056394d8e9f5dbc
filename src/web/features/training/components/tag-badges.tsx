import { Badge } from '@web/components/ui/badge';

/** Up to `max` tags as badges, then '+N' for the rest (spec 2 §2.10: 3 on program cards). */
export function TagBadges({ tags, max, label = 'Tags' }: { tags: readonly string[]; max?: number; label?: string }) {
  if (!tags.length) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const rest = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={label}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tag}</Badge>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge variant="secondary" aria-label={`mais ${rest}`}>
            +{rest}
          </Badge>
        </li>
      )}
    </ul>
  );
}
