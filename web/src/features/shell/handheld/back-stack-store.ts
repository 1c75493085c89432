import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { z } from 'zod';
import { create } from 'zustand';
import { readSession, writeSession } from '../../../lib/browser-storage';
import { pagePathOf } from '../page-area/page-path-context';
import { afterVisit, type BackStack, backMove } from './back-stack';

/** sessionStorage: the stack outlives a reload of the tab, as the browser's history does. */
const STORAGE_KEY = 'handheldBackStack';
const storedSchema = z.array(z.object({ path: z.string(), index: z.number().int().nullable() }));

function readStored(): BackStack {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(readSession(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

interface BackStackState {
  stack: BackStack;
  visit(path: string, index: number | null, replaced: boolean): void;
}

export const useBackStackStore = create<BackStackState>()((set) => ({
  stack: readStored(),
  visit(path, index, replaced) {
    set((state) => {
      const stack = afterVisit(state.stack, path, index, replaced);
      writeSession(STORAGE_KEY, JSON.stringify(stack));
      return { stack };
    });
  },
}));

/** The router keeps its history index in the history entry's state. */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return null;
}

/** Follows the address: each visit pushes, pops (the browser's Back) or clears (the menu) the stack. */
export function useFollowBackStack(): BackStack {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    useBackStackStore.getState().visit(pagePathOf(location.pathname), historyIndex(), navigationType === 'REPLACE');
  }, [location, navigationType]);
  return useBackStackStore((s) => s.stack);
}

/** Goes back `steps` entries of the stack: 1 for Back, the whole stack for the menu. */
export function useGoBack(): (steps: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (steps) => {
      const move = backMove(useBackStackStore.getState().stack, steps);
      if (move.kind === 'history') void navigate(move.delta);
      else if (move.kind === 'replace') void navigate(move.path, { replace: true });
    },
    [navigate],
  );
}
