import { pagedListCall } from '@workbench/app-kit';
import { API_PATHS, lineStatusSchema, workOrderSchema } from '@workbench/contracts';

/** The work orders of the plant's lines. */
export const queryWorkOrders = pagedListCall(API_PATHS.mes.workOrderPageList, workOrderSchema);

/** What each of the plant's lines does now. */
export const queryLineStatus = pagedListCall(API_PATHS.mes.lineStatusPageList, lineStatusSchema);
