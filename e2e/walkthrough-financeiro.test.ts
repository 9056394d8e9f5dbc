import { walkthrough } from './support/walkthrough';

walkthrough('financeiro');
