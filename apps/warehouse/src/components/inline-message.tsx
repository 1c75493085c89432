import type { ReactNode } from 'react';

/** A message in the page's flow: an error with an optional action, or a quiet notice. */
export function InlineMessage({
  kind,
  children,
  action,
}: {
  kind: 'error' | 'info';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`inline-message inline-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span>{children}</span>
      {action}
    </div>
  );
}
