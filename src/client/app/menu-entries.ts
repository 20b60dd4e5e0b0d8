import {
  AREA_ORDER,
  canOpen,
  isMenuScreen,
  SCREEN_ROUTES,
  type Area,
  type ScreenRoute,
} from '@shared/routes';
import { SCREENS } from './screens';

export type MenuGroup = { area: Area; routes: ScreenRoute[] };

/** The menu: screens that exist and that the user may open, grouped by area in a fixed order. */
export function menuGroups(scopes: readonly string[]): MenuGroup[] {
  const visible = SCREEN_ROUTES.filter((r) => isMenuScreen(r) && r.path in SCREENS && canOpen(r, scopes));
  return AREA_ORDER.map((area) => ({ area, routes: visible.filter((r) => r.area === area) })).filter(
    (group) => group.routes.length > 0,
  );
}
