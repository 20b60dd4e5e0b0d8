import { bootDeviceEntry } from './device-entry';
import { KioskApp } from './kiosk-app';

/**
 * The "Dock sign-in" entry (kiosk/index.html, ARCHITECTURE section 9): carrier sign-in only, no
 * Ionic, no office shell. It acts as its enrolled device when paired (else as a signed-in dock user),
 * keeps its writes in the outbox and is precached by the service worker like the office app.
 * The kiosk's screens need the carrier list; it is fetched onto the tablet when it pairs or signs in.
 */
bootDeviceEntry(<KioskApp />, ['carriers']);
