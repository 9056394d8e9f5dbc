/** PIX: a company's or unit's key (Empresas, Unidades) and the charges families pay (Início, Pagamentos). */
export { useFamilyPixCharges } from './api/pix';
export { PixChargeDialog, PixChargeView, PixDialog } from './components/pix-charge-dialog';
export { PixSettingsDialog } from './components/pix-settings-dialog';
export { LateFeeSettingsDialog } from './components/late-fee-settings-dialog';
