import type { WorkbenchTexts } from './en';

export const workbenchDeDE: WorkbenchTexts = {};
