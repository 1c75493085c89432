import type { MessageCatalogue } from './catalogue';

export const en: MessageCatalogue = {
  // Generic answers of the error handler.
  'errors.badRequest': 'The request is not valid.',
  'errors.validation': 'Please check the input: {problems}',
  'errors.malformedJson': 'The request body is not valid JSON.',
  'errors.bodyTooLarge': 'The request is too large (at most {limit}).',
  'errors.unsupportedMediaType': 'This kind of content ({contentType}) is not accepted here.',
  'errors.notFound': 'What you asked for does not exist.',
  'errors.routeNotFound': 'There is no such address: {method} {url}',
  'errors.forbidden': 'You do not have permission to do this.',
  'errors.unauthorized': 'Please sign in.',
  'errors.tokenInvalid': 'Your sign-in is no longer valid, please sign in again.',
  'errors.sessionEnded': 'Your session has ended, please log in again.',
  'errors.ticketExpired': 'Authorization timed out, please log in again.',
  'errors.signedInElsewhere': 'Your account has been logged in elsewhere, please log in again!',
  'errors.accountDisabled': 'Your account is disabled or was removed, please contact an administrator.',
  'errors.tooManyRequests': 'Too many requests, please try again later.',
  'errors.internal': 'Something went wrong on the server. Please try again later.',

  // Field problems of a 400 answer (details[].message).
  'validation.required': 'is required',
  'validation.expected.string': 'must be text',
  'validation.expected.number': 'must be a number',
  'validation.expected.boolean': 'must be true or false',
  'validation.expected.array': 'must be a list',
  'validation.expected.object': 'must be an object',
  'validation.tooShort': 'must be at least {minimum} characters long',
  'validation.tooLong': 'must be at most {maximum} characters long',
  'validation.tooSmall': 'must be at least {minimum}',
  'validation.tooBig': 'must be at most {maximum}',
  'validation.tooFewItems': 'must have at least {minimum} entries',
  'validation.tooManyItems': 'must have at most {maximum} entries',
  'validation.invalidFormat': 'is not a valid {format}',
  'validation.invalidValue': 'must be one of: {values}',
  'validation.invalid': 'is not valid',

  // Identity and session.
  'identity.invalidCredentials': 'The user name or password is incorrect.',
  'identity.cardNotRecognised': 'The card was not recognised.',
  'identity.faceNotRecognised': 'The face was not recognised.',
  'identity.invalidFaceImage': 'must be a JPEG or PNG picture in base64 or as a data URL',
  'identity.tooManySignInAttempts': 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
  'identity.refreshTokenInvalid': 'Your sign-in has expired, please sign in again.',
  'identity.currentPasswordWrong': 'The current password is incorrect.',
  'identity.passwordRules':
    'The new password does not meet the rules: shortest 6, longest 16 characters; needs at least 1 digit, 1 lowercase letter, 1 uppercase letter and 1 special character from !@#$%^&*?().',
  'identity.passwordChanged': 'Your password has been changed.',

  // Applications, menus and favourites.
  'applications.notFound': 'The application does not exist.',
  'applications.notGranted': 'You do not have access to this application.',
  'applications.dbInstanceNotFound': 'The sub-system does not exist in this application.',
  'applications.dbInstanceNotGranted': 'You do not have access to this sub-system.',
  'applications.invalidSorting': 'must be tagName or order, optionally followed by asc or desc',
  'menus.notFound': 'The menu does not exist.',
  'menus.parentNotFound': 'The new parent menu does not exist.',
  'menus.notGranted': 'You do not have access to this menu.',
  'menus.parentInOtherApplication': 'must be a menu of the same application',
  'menus.invalidNesting': 'must be a {parent}: a {type} sits inside a {parent}',
  'menus.serviceAtTopLevel': 'must be empty: a Service sits at the top level',
  'favourites.folderNameRepeated': 'The folder name cannot repeat, please re-enter.',
  'favourites.onlyPages': 'must be a page: only pages can be collected',
  'favourites.emptySave': 'must hold at least the root entry of the favourites',
  'favourites.mixedScope': 'must be the same application and sub-system in every entry',
  'favourites.duplicateEntry': 'must not appear twice in the list',
  'favourites.invalidPlacement':
    'is not allowed here: folders sit at the top level, pages at the top level or in a folder',
  'favourites.parentMissing': 'must name an entry of the same list',
  'favourites.duplicatePage': 'must not name the same page twice',

  // The demo warehouse service.
  'warehouse.dataPermissionNotGranted': 'You do not have access to the warehouse {code}.',
  'warehouse.dataPermissionNotFound': 'The warehouse {code} does not exist in this sub-system.',
};
