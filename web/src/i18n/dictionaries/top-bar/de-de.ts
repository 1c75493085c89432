import type { TopBarTexts } from './en';

export const topBarDeDE: TopBarTexts = {};
