import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bakedAntdStyles } from './scripts/baked-antd-styles-plugin.ts';

export default defineConfig({
  plugins: [react(), bakedAntdStyles()],
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
    // Each file in a VM context of its own rather than a fresh worker: jsdom and the externalised
    // packages load once per worker instead of once per file (the suite took 377 s on a 2-core
    // machine in fresh workers, 235 s so).
    pool: 'vmThreads',
    // antd's CommonJS build requires an ES module of @ant-design/colors, which Node forgives and a
    // VM context does not: antd and its icons load as the ES modules the browser gets, through Vite.
    alias: [
      { find: /^antd$/, replacement: 'antd/es' },
      { find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' },
    ],
    server: {
      deps: {
        // Their ES modules sit in packages that do not say "type": "module": Vite loads them.
        inline: [/[\\/]antd[\\/]/, /@ant-design/, /@rc-component/, /[\\/]rc-[a-z-]+[\\/]/],
      },
    },
  },
});
