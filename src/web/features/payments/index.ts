/** What other features use of payments: an enrolment's instalments (athlete page), receipts (family), the views a payment changes. */
export { useEnrollmentFinance } from './api/get-enrollment-finance';
export { PAYMENT_VIEWS } from './api/process-payment';
export { EnrollmentDunningSection, FamilyWhatsappButton } from './components/enrollment-dunning';
export { EnrollmentInstalments } from './components/enrollment-instalments';
export { useReceiptDownload } from './components/use-receipt-download';
