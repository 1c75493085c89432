/** Public interface of user management for the other administration pages (role members). */
export { getUser } from './api/get-user';
export { getUsers } from './api/get-users';
