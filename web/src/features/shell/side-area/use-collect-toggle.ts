import { useQueryClient } from '@tanstack/react-query';
import type { MenuItem } from '@workbench/contracts';
import { useCallback, useMemo, useState } from 'react';
import { collectPage, uncollectPage } from '../../../api/favourites/collect-page';
import { type UserMenusKey, userMenusQueryKey } from '../../../api/menus/get-user-menus';

export interface CollectToggle {
  /** Adds (`collect` true) or removes a page; the menus are fetched again afterwards. */
  toggle(item: MenuItem, collect: boolean): void;
  isPending(item: MenuItem): boolean;
}

/** The page's menu id: favourites rows carry it in menuId, function-menu items also have it as id. */
function menuIdOf(item: MenuItem): string {
  return item.menuId || item.id;
}

/**
 * Collecting and uncollecting pages (docs/spec.md §7 create / cancelCollect). A page stays "pending"
 * until the menus are fetched again, so its star changes once, to what the server now holds.
 * Failures are shown by the HTTP client.
 */
export function useCollectToggle(key: UserMenusKey | null): CollectToggle {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // The key's parts, not the key object, which its owner may build afresh on every render.
  const applicationId = key?.applicationId;
  const dbId = key?.dbId ?? null;

  const run = useCallback(
    async (item: MenuItem, collect: boolean) => {
      if (applicationId === undefined) return;
      const menuId = menuIdOf(item);
      const mark = (busy: boolean) =>
        setPending((current) => {
          const next = new Set(current);
          if (busy) next.add(menuId);
          else next.delete(menuId);
          return next;
        });
      mark(true);
      try {
        const request = { applicationId, dbId, menuId };
        await (collect ? collectPage(request) : uncollectPage(request));
        await queryClient.invalidateQueries({ queryKey: userMenusQueryKey({ applicationId, dbId }) });
      } catch {
        // Already shown to the user by the HTTP client (docs/spec.md §8); the star keeps its state.
      } finally {
        mark(false);
      }
    },
    [applicationId, dbId, queryClient],
  );

  // The same object until something is pending or done, so the menus' stars are not built again.
  return useMemo(
    () => ({
      toggle: (item, collect) => void run(item, collect),
      isPending: (item) => pending.has(menuIdOf(item)),
    }),
    [run, pending],
  );
}
