import { useState } from 'react';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { downloadReceipt } from '../api/download-receipt';

/** Downloads an instalment's receipt, a refusal shown with the server's message; `downloadingId` is the one on its way. */
export function useReceiptDownload() {
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  async function download(instalmentId: number) {
    setDownloadingId(instalmentId);
    try {
      await downloadReceipt(instalmentId);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao baixar o recibo', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setDownloadingId(null);
    }
  }
  return { download: (instalmentId: number) => void download(instalmentId), downloadingId };
}
