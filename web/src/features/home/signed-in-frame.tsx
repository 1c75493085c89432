import type { ReactNode } from 'react';
import { TopBar } from './top-bar';
import './home.css';

/**
 * The frame of signed-in pages for now: top bar over the page. features/shell replaces it with
 * the full frame (menus, side area, tabs) in a later issue.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <div className="wb-frame">
      <TopBar />
      <main className="wb-frame-content">{children}</main>
    </div>
  );
}
