import {
  type CreateLeadUserRequest,
  createLeadUserRequestSchema,
  type EditLeadUserRequest,
  editLeadUserRequestSchema,
  type LeadUser,
} from '@workbench/contracts';

/** What the user form holds: empty texts rather than null, so the inputs stay controlled. */
export interface UserFormValues {
  userName: string;
  name: string;
  email: string;
  phoneNumber: string;
  cardNo: string;
  roleIds: string[];
  warehouseIds: string[];
  mesAccessLevel: string;
  /** Undefined (not null) when unset, so the select shows its "portal default" placeholder. */
  language: string | undefined;
  enabled: boolean;
  isAdmin: boolean;
  /** Only when creating: the account's first password. */
  password?: string;
}

/**
 * A new account starts enabled and without rights. Every field has a value, so that
 * showServerErrors finds each of them in the form when the server names it.
 */
export const NEW_USER_VALUES: UserFormValues = {
  userName: '',
  name: '',
  email: '',
  phoneNumber: '',
  cardNo: '',
  roleIds: [],
  warehouseIds: [],
  mesAccessLevel: '',
  language: undefined,
  enabled: true,
  isAdmin: false,
  password: '',
};

export function toFormValues(user: LeadUser): UserFormValues {
  return {
    userName: user.userName,
    name: user.name,
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    cardNo: user.cardNo ?? '',
    roleIds: user.roleIds,
    warehouseIds: user.warehouseIds,
    mesAccessLevel: user.mesAccessLevel ?? '',
    language: user.language ?? undefined,
    enabled: user.enabled,
    isAdmin: user.isAdmin,
  };
}

/*
 * The contract's own parsing turns the form's values into the request (trimmed texts, empty
 * optional texts as null, a cleared language as null). The fields were checked with the same
 * schemas before submitting, so parsing cannot fail on anything the form let through.
 */

export function toCreateRequest(values: UserFormValues): CreateLeadUserRequest {
  return createLeadUserRequestSchema.parse(values);
}

export function toEditRequest(id: string, values: UserFormValues): EditLeadUserRequest {
  return editLeadUserRequestSchema.parse({ ...values, id });
}
