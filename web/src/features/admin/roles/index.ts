// What the other administration pages use of role management (an announcement's audience).

export { rolesPageQueryOptions } from './api/get-roles';
