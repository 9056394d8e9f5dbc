import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, Loader2Icon, UserXIcon } from 'lucide-react';
import type { Athlete } from '@domain/athletes';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { useAthlete } from '../api/get-athlete';

/** The route's :id when it is a positive whole number, else null (no request: it cannot exist). */
function useAthleteId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return /^\d+$/.test(id ?? '') && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

export interface AthleteDetailLoaderProps {
  /** Where the not-found screen's back button goes. */
  backTo: string;
  children: (athlete: Athlete) => ReactNode;
}

/**
 * Loads the athlete of the route (/atletas/:id...) for the profile and detail pages and shows the
 * spec's loading and not-found screens (spec 1 §2.6, §2.7) until there is an athlete to show.
 */
export function AthleteDetailLoader({ backTo, children }: AthleteDetailLoaderProps) {
  const id = useAthleteId();
  return id === null ? <AthleteNotFound backTo={backTo} /> : <LoadAthlete id={id} backTo={backTo}>{children}</LoadAthlete>;
}

function LoadAthlete({ id, backTo, children }: AthleteDetailLoaderProps & { id: number }) {
  const athlete = useAthlete(id);
  if (athlete.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2Icon className="size-5 animate-spin" aria-hidden="true" />
        Carregando dados do atleta...
      </div>
    );
  }
  if (athlete.isError) {
    const missing = athlete.error instanceof ApiError && (athlete.error.status === 404 || athlete.error.status === 400);
    if (missing) return <AthleteNotFound backTo={backTo} />;
    return (
      <div className="py-16 text-center">
        <ListError message="Não foi possível carregar os dados do atleta." onRetry={() => void athlete.refetch()} />
      </div>
    );
  }
  return children(athlete.data);
}

function AthleteNotFound({ backTo }: { backTo: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <UserXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Atleta não encontrado</h1>
      <p className="text-muted-foreground">O atleta solicitado não foi encontrado ou não existe.</p>
      <Button asChild variant="outline">
        <Link to={backTo}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar
        </Link>
      </Button>
    </div>
  );
}
