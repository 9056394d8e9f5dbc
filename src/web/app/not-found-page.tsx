import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

/** Any path not registered for the user's role (spec 1 §2.2: English text). */
export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or you do not have access to it.</p>
      <Button asChild variant="outline">
        <Link to={paths.home}>Go to home</Link>
      </Button>
    </div>
  );
}
