import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // antd renders slowly in jsdom, more so on a busy CI machine.
    testTimeout: 20_000,
    // Vitest leaves one core free by default, which on a 2-core machine runs the files one by one;
    // the files are independent and CPU-bound, so both cores make the suite about twice as fast.
    maxWorkers: 2,
  },
});
