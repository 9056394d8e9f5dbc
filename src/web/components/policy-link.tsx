import { paths } from '@web/lib/paths';
/** The privacy policy, opened in a new tab so a half-filled form stays as it is. */
export function PolicyLink({ children = 'Política de Privacidade' }: { children?: string }) {
  return (
    <a href={paths.privacyPolicy} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
