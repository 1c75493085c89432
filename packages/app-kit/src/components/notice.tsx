import type { ReactNode } from 'react';

/** A whole-page notice: connecting, opened outside the workbench, a page the demo does not have. */
export function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="notice">
      <div className="notice-card">
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
