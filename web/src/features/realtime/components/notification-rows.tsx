import type { NotificationRow } from '@workbench/contracts';

/** A notification's Msg (or a fire alarm's notificationMsg): key/value rows (docs/spec.md §2). */
export function NotificationRows({ rows }: { rows: readonly NotificationRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="wb-pop-up-rows">
      {rows.map((row, index) => (
        // Keys may repeat and rows carry no id; the list is replaced as a whole when resent.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="wb-pop-up-row" key={index}>
          <dt>{row.Key}</dt>
          <dd>{row.Value}</dd>
        </div>
      ))}
    </dl>
  );
}
