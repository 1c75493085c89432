import type { SideAreaTexts } from './en';

export const sideAreaDeDE: SideAreaTexts = {};
