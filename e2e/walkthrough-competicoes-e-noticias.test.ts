import { walkthrough } from './support/walkthrough';

walkthrough('competicoes-e-noticias');
