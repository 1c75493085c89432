import type { ShellTexts } from './en';

export const shellZhHans: ShellTexts = {};
