import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * @ionic/react and @ionic/core do not declare themselves free of side effects, so without help the
 * bundler keeps every Ionic component. Marking their JS modules side-effect free (CSS keeps its side
 * effects) lets Rolldown drop what the app does not import (ARCHITECTURE section 9).
 */
const IONIC_JS = /node_modules[\\/](@ionic[\\/](react|core)|ionicons)[\\/].*\.(m?js)$/;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    // The service worker (ARCHITECTURE section 9): our own src/client/sw.ts, given the list of built
    // files to precache. public/manifest.webmanifest stays the one manifest (manifest: false), and
    // the client registers the worker itself (offline/sw-register.ts), only in production builds.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // SheetJS (Box Labels' .xlsx files, ~160 KB gzipped) is fetched when someone picks a
        // workbook; making labels needs the server anyway, so no device precaches it.
        globIgnores: ['**/xlsx-*.js'],
        // The shell chunk is large before gzip; the default 2 MB limit would be too close.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Two entries: the office app, and the "Dock sign-in" kiosk (ARCHITECTURE section 9), which
      // loads only carrier sign-in and has its own manifest and start URL.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        kiosk: fileURLToPath(new URL('./kiosk/index.html', import.meta.url)),
        // The "Shipping board" of a wall TV: the shipping dashboard only, its own manifest.
        board: fileURLToPath(new URL('./kiosk/board/index.html', import.meta.url)),
      },
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
          // tests/lint proves the import rules of eslint.config.js on small cases.
          include: ['src/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // Service tests (tests/service) call services directly on a real database: no HTTP.
          include: ['tests/api/**/*.test.ts', 'tests/service/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
