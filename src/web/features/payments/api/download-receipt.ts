import { downloadFile } from '@web/lib/download';
import { INSTALMENTS_PATH } from './get-instalment';

/**
 * GET /api/monthly-payments/:id/receipt: the receipt PDF of a paid instalment, saved under the name
 * the server gives it (recibo-<número>.pdf); 409 when the instalment is not paid.
 */
export const downloadReceipt = (instalmentId: number) => downloadFile(`${INSTALMENTS_PATH}/${instalmentId}/receipt`, 'recibo.pdf');
