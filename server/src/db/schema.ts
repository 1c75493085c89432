/** Every table of the service, gathered for Drizzle and drizzle-kit. Tables live beside their module. */

export * from '../modules/access/roles.table';
export * from '../modules/access/users.table';
export * from '../modules/audit/audit.table';
export * from '../modules/catalogue/applications/applications.table';
export * from '../modules/catalogue/menus/menus.table';
export * from '../modules/event-strategies/event-strategies.table';
export * from '../modules/events/events.table';
export * from '../modules/exports/exports.table';
export * from '../modules/favourites/favourites.table';
export * from '../modules/identity/identity.table';
export * from '../modules/individuation/individuation.table';
export * from '../modules/integrations/channels/channels.table';
export * from '../modules/integrations/contacts/contacts.table';
export * from '../modules/integrations/delivery/outbox.table';
export * from '../modules/jobs/jobs.table';
export * from '../modules/localization/localization.table';
export * from '../modules/maintenance/maintenance.table';
export * from '../modules/mes/mes.table';
export * from '../modules/notices/notices.table';
export * from '../modules/notifications/notifications.table';
export * from '../modules/organization/organization.table';
export * from '../modules/push-settings/push-settings.table';
export * from '../modules/system/system.table';
export * from '../modules/warehouse/warehouse.table';
