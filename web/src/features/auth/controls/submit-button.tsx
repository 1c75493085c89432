import type { ReactNode } from 'react';

/** The form's primary button; while busy it is disabled and shows a spinner. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="wb-button-primary" disabled={busy} aria-busy={busy}>
      {busy ? <span className="wb-button-spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}
