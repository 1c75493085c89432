import type { WorkbenchTexts } from './en';

export const workbenchZhHans: WorkbenchTexts = {};
