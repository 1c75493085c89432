import { type ComponentProps, lazy, Suspense } from 'react';

// Result brings every status illustration (some 40 KB); it is only shown when something went wrong.
const Result = lazy(() => import('antd/es/result'));

/** antd's Result, loaded when an outcome is first shown rather than with the frame. */
export function LazyResult(props: ComponentProps<typeof Result>) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
