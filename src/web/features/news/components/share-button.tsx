import { Share2Icon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';

/**
 * Spec 2 §2.7: the device's share sheet where there is one, otherwise the page's link copied to
 * the clipboard ('Link copiado!'). A share the person dismissed is not an error.
 */
export function ShareButton({ title, text }: { title: string; text?: string | null }) {
  async function handleShare() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copiado!', description: 'O link da notícia foi copiado para a área de transferência.' });
    } catch {
      toast({ variant: 'destructive', title: 'Erro', description: 'Não foi possível copiar o link.' });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void handleShare()}>
      <Share2Icon aria-hidden="true" />
      Compartilhar
    </Button>
  );
}
