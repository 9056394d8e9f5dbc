import { walkthrough } from './support/walkthrough';

walkthrough('escola');
