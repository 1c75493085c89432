import type { ShellTexts } from './en';

export const shellDeDE: ShellTexts = {};
