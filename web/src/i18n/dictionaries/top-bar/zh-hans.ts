import type { TopBarTexts } from './en';

export const topBarZhHans: TopBarTexts = {};
