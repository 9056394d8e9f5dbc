import { PlusIcon, XIcon } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { NEWS_TAG_MAX, NEWS_TAGS_MAX, normalizeTags } from '@domain/news';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

interface TagInputProps {
  value: string[] | null | undefined;
  onChange: (tags: string[]) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Tags added one at a time (spec 2 §5): trimmed, duplicates ignored, Enter or 'Adicionar' adds. */
export function TagInput({ value, onChange, ...controlProps }: TagInputProps) {
  const tags = value ?? [];
  const [draft, setDraft] = useState('');
  const full = tags.length >= NEWS_TAGS_MAX;

  function add() {
    if (!draft.trim() || full) return;
    onChange(normalizeTags([...tags, draft]));
    setDraft('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the tag instead of submitting the form.
    event.preventDefault();
    add();
  }

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          {...controlProps}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          maxLength={NEWS_TAG_MAX}
          placeholder={full ? `Máximo de ${NEWS_TAGS_MAX} tags` : 'Digite uma tag e pressione Enter'}
          disabled={full}
          autoComplete="off"
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || !draft.trim()}>
          <PlusIcon aria-hidden="true" />
          Adicionar
        </Button>
      </div>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags adicionadas">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-0.5 py-0 pr-0.5">
                #{tag}
                <button
                  type="button"
                  className="rounded-sm p-1 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remover tag ${tag}`}
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
