/** What other features use of reconciliation: "Confirmar PIX" in Pagamentos. */
export { ConfirmPixDialog } from './components/confirm-pix-dialog';
