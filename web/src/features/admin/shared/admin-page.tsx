import type { ReactNode } from 'react';
import './admin-page.css';

export interface AdminPageProps {
  title: string;
  /** Search box and buttons, right of the title (they wrap below it on narrow screens). */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The frame every administration page shares: a heading, its toolbar, then the content. */
export function AdminPage({ title, toolbar, children }: AdminPageProps) {
  return (
    <section className="wb-admin-page" aria-label={title}>
      <header className="wb-admin-page-header">
        <h1>{title}</h1>
        {toolbar ? <div className="wb-admin-page-toolbar">{toolbar}</div> : null}
      </header>
      {children}
    </section>
  );
}
