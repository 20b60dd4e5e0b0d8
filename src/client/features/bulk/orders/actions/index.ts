import type { ComponentType } from 'react';
import type { BulkStage } from '@shared/domain/bulk/status';
import { InvoicedActions } from './invoiced';
import { NewActions } from './new';
import { NotBuiltActions } from './not-built';
import { NotInAcumaticaActions } from './not-in-acumatica';
import { NotRoutedActions } from './not-routed';
import { NotShippedActions } from './not-shipped';
import { ReadyActions } from './ready';
import { ShippedActions } from './shipped';
import type { TabActionsProps } from './types';

/**
 * The action bar of each Bulk Orders tab (D2 section 2), one file per tab. A tab without an entry
 * has no actions beyond the page's own (Refresh, View Details, Export Order).
 */
export const TAB_ACTIONS: Partial<Record<BulkStage, ComponentType<TabActionsProps>>> = {
  new: NewActions,
  not_in_acumatica: NotInAcumaticaActions,
  not_routed: NotRoutedActions,
  not_built: NotBuiltActions,
  not_shipped: NotShippedActions,
  ready: ReadyActions,
  shipped: ShippedActions,
  invoiced: InvoicedActions,
};
