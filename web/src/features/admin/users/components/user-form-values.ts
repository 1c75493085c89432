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
  /**
   * A card number typed into the form. The registered card is never in the form (answers carry
   * only its masked end): empty keeps it, a number replaces it.
   */
  cardNo: string;
  /** Editing only: take the registered card away. */
  removeCard: boolean;
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
  removeCard: false,
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
    cardNo: '',
    removeCard: false,
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
  const { removeCard: _removeCard, ...fields } = values;
  return createLeadUserRequestSchema.parse(fields);
}

/** The card part of an edit: null removes the card, no card keeps it, a typed number replaces it. */
function cardNoOfEdit(values: UserFormValues): string | null | undefined {
  if (values.removeCard) return null;
  return values.cardNo.trim() === '' ? undefined : values.cardNo;
}

export function toEditRequest(id: string, values: UserFormValues): EditLeadUserRequest {
  const { removeCard: _removeCard, cardNo: _cardNo, ...fields } = values;
  const cardNo = cardNoOfEdit(values);
  return editLeadUserRequestSchema.parse({ ...fields, ...(cardNo === undefined ? {} : { cardNo }), id });
}
