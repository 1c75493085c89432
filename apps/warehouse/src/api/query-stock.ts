import { pagedListCall } from '@workbench/app-kit';
import { API_PATHS, stockLineSchema } from '@workbench/contracts';

/** One page of stock lines in the sub-system's warehouses. */
export const queryStock = pagedListCall(API_PATHS.warehouse.stockPageList, stockLineSchema);
