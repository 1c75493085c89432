import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** For a vitest setup file: unmount what a test rendered and forget its hash route. */
export function cleanUpAfterEachTest(): void {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });
}
