import type { Contact, CoreLanguage, CreateContactRequest } from '@workbench/contracts';

/** The editor's fields as typed: empty text stays '' until sent. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  mentionId: string;
  language: CoreLanguage;
  groups: string[];
}

export const NEW_CONTACT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  mentionId: '',
  language: 'zh-Hans',
  groups: [],
};

export function toFormValues(contact: Contact): ContactFormValues {
  return {
    name: contact.name,
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    mentionId: contact.mentionId ?? '',
    language: contact.language,
    groups: [...contact.groups],
  };
}

/** What the server stores: an empty field is "none" (null), not an empty address. */
export function toRequest(values: ContactFormValues): CreateContactRequest {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    name: values.name.trim(),
    email: text(values.email),
    phone: text(values.phone),
    mentionId: text(values.mentionId),
    language: values.language,
    groups: (values.groups ?? []).map((group) => group.trim()).filter(Boolean),
  };
}
