/** Public interface of user management for the other administration pages (role members). */
export { getUsers } from './api/get-users';
