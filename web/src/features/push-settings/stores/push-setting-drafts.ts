import type { PushSetting } from '@workbench/contracts';
import { create } from 'zustand';

/** The two forms of the page: the user's own setting and the administrators' defaults. */
export type PushSettingForm = 'own' | 'defaults';

interface DraftsState {
  /** What was typed and not yet saved, per form: it survives the page's tab being closed and opened again. */
  drafts: Partial<Record<PushSettingForm, PushSetting>>;
  keep(form: PushSettingForm, draft: PushSetting): void;
  drop(form: PushSettingForm): void;
}

/** Unsaved drafts of the push-setting forms, for this browser tab's session in memory only. */
export const usePushSettingDrafts = create<DraftsState>()((set) => ({
  drafts: {},
  keep: (form, draft) => set((state) => ({ drafts: { ...state.drafts, [form]: draft } })),
  drop: (form) =>
    set((state) => {
      const { [form]: _dropped, ...rest } = state.drafts;
      return { drafts: rest };
    }),
}));
