/** The school's bank: a company's or unit's connection to its bank's API Pix (Empresas, Unidades). */
export { BankConnectionDialog } from './components/bank-connection-dialog';
