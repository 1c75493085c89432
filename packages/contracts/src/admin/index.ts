export * from './audit';
export * from './built-in-admin';
export * from './catalogue';
export * from './common';
export * from './roles';
export * from './users';
