import { useState, type FormEvent } from 'react';
import { SearchIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Input } from '@web/components/ui/input';

/** Spec 1 §5 "Search": runs only with at least 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

/** Header search (wide screens): sends the term to the athletes list as ?busca=. */
export function HeaderSearch() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    if (value.length < MIN_SEARCH_LENGTH) return;
    navigate(`/atletas?busca=${encodeURIComponent(value)}`);
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="relative w-full max-w-md">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        name="busca"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Buscar atletas, matrículas..."
        aria-label="Buscar atletas, matrículas"
        className="pl-9"
      />
    </form>
  );
}
