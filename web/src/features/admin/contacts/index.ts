// What the other administration pages use of the address book (a job's report goes to a contact group).

export { useContactGroups } from './api/get-contact-groups';
