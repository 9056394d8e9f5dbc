import { walkthrough } from './support/walkthrough';

walkthrough('pessoas');
