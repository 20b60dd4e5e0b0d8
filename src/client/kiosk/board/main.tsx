import { bootDeviceEntry } from '../device-entry';
import { BoardApp } from './board-app';

/**
 * The "Shipping board" entry (kiosk/board/index.html): a wall TV enrolled as a display shows its
 * warehouse's Shipping Dashboard. No Ionic, no office shell; it acts as its device and keeps no
 * reference lists.
 */
bootDeviceEntry(<BoardApp />, []);
