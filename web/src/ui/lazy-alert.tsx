import { type ComponentProps, lazy, Suspense } from 'react';

// An alert is only shown when something went wrong: its code need not come with the first screen.
const Alert = lazy(() => import('antd/es/alert'));

/** antd's Alert, loaded when an alert is first shown rather than with the frame. */
export function LazyAlert(props: ComponentProps<typeof Alert>) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
