import { defineConfig } from 'vitest/config';

/**
 * @ionic/react and @ionic/core do not declare themselves free of side effects, so without help the
 * bundler keeps every Ionic component. Marking their JS modules side-effect free (CSS keeps its side
 * effects) lets Rolldown drop what the app does not import (ARCHITECTURE section 9).
 */
const IONIC_JS = /node_modules[\\/](@ionic[\\/](react|core)|ionicons)[\\/].*\.(m?js)$/;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // React Query marks its modules "use client"; meaningless outside server components.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      treeshake: {
        moduleSideEffects: (id: string) => !IONIC_JS.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
