import type { SideAreaTexts } from './en';

export const sideAreaZhHans: SideAreaTexts = {};
