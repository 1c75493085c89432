export * from './audit';
export * from './built-in-admin';
export * from './catalogue';
export * from './common';
export * from './integration-templates';
export * from './integrations';
export * from './roles';
export * from './users';
