import { Loader2Icon } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** 'Carregando...' while the session is checked or a screen's code loads. */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 text-muted-foreground', fullScreen ? 'min-h-dvh' : 'py-16')}
    >
      <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span>Carregando...</span>
    </div>
  );
}
