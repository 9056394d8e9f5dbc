import { UserRound } from 'lucide-react';
import { cn } from '@web/lib/utils';

const sizes = {
  sm: 'size-9 text-xs',
  md: 'size-12 text-sm',
  lg: 'size-24 text-2xl',
} as const;

export type AthleteAvatarSize = keyof typeof sizes;

interface AthleteAvatarProps {
  nome: string;
  fotoUrl: string | null | undefined;
  size?: AthleteAvatarSize;
  className?: string;
}

function initials(nome: string) {
  const [first, ...rest] = nome.trim().split(/\s+/).filter(Boolean);
  if (!first) return '';
  const last = rest.at(-1) ?? '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}

/**
 * An athlete's round photo, or their initials (an icon when there is no name). The name is always
 * shown beside it, so the picture is decorative to screen readers.
 */
export function AthleteAvatar({ nome, fotoUrl, size = 'md', className }: AthleteAvatarProps) {
  const classes = cn('shrink-0 rounded-full border', sizes[size], className);
  if (fotoUrl) return <img src={fotoUrl} alt="" loading="lazy" decoding="async" className={cn(classes, 'object-cover')} />;
  const letters = initials(nome);
  return (
    <span aria-hidden="true" className={cn(classes, 'bg-muted text-muted-foreground flex items-center justify-center font-semibold')}>
      {letters || <UserRound className="size-1/2" />}
    </span>
  );
}
