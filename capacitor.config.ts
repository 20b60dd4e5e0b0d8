import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android tablet build: a Capacitor shell around the PWA. The shell loads the Dockhand server
 * given by DOCKHAND_URL (so sign-in, sync and updates work as in the browser); without it, the
 * bundled build in dist/ is used and API calls go to the same origin the app was served from.
 * Build: `npm run build && npx cap add android && npx cap sync android`.
 */
const serverUrl = process.env.DOCKHAND_URL;

const config: CapacitorConfig = {
  appId: 'com.furhaven.dockhand',
  appName: 'Dockhand',
  webDir: 'dist',
  server: {
    androidScheme: 'https',
    ...(serverUrl ? { url: serverUrl, cleartext: serverUrl.startsWith('http://') } : {}),
  },
  android: {
    allowMixedContent: false,
    captureInput: true,
    webContentsDebuggingEnabled: false,
  },
  plugins: {
    SplashScreen: { launchAutoHide: true, backgroundColor: '#1f4e79' },
  },
};

export default config;
