export * from './audit';
export * from './catalogue';
export * from './common';
export * from './roles';
export * from './users';
