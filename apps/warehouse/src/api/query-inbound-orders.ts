import { pagedListCall } from '@workbench/app-kit';
import { API_PATHS, inboundOrderSchema } from '@workbench/contracts';

/** One page of inbound orders in the sub-system's warehouses. */
export const queryInboundOrders = pagedListCall(API_PATHS.warehouse.inboundOrderPageList, inboundOrderSchema);
