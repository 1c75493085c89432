/**
 * The portal's own English texts that the sign-in page and start-up show before the full
 * dictionary has loaded (sign-in form, language switch, loading notice, call errors). Part of the
 * entry chunk: the form paints without waiting for a dictionary download.
 */
export const startUpEn = {
  'app.name': 'Workbench Portal',
  'app.tagline': 'Industrial operations platform',
  'app.version': 'Version {{version}}',
  'app.loading': 'Loading your workspace…',

  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.backHome': 'Back to the workbench',
  'common.errorTitle': 'Error',

  'language.label': 'Language',

  'login.intro': 'Applications, events and settings of your plant, together in one workbench.',
  'login.title': 'Sign in',
  'login.subtitle': 'Use your plant account to continue.',
  'login.userName': 'User name',
  'login.userNamePlaceholder': 'Enter your user name',
  'login.userNameRequired': 'Please enter your user name.',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Enter your password',
  'login.passwordRequired': 'Please enter your password.',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.remember': 'Remember my account',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.failedTitle': 'Sign-in failed',
  'login.failed': 'Sign-in failed. Please try again.',
  'login.waysLabel': 'Ways to sign in',
  'login.way.password': 'With password',
  'login.way.card': 'With card',
  'login.card.hint': 'Hold your badge to the reader.',
  'login.card.reading': 'Checking the card…',
  'login.card.number': 'Card number',
  'login.card.numberPlaceholder': 'Or type the card number',
  'login.card.numberRequired': 'Please enter the card number.',
  'login.way.face': 'With face',
  'login.face.preview': 'Camera picture',
  'login.face.starting': 'Starting the camera…',
  'login.face.denied': 'The camera may not be used here. Allow it for this page, or sign in another way.',
  'login.face.unavailable': 'No camera can be used here. Sign in another way.',
  'login.face.guidance.ok': 'Hold still…',
  'login.face.guidance.noFace': 'Look straight into the camera.',
  'login.face.guidance.severalFaces': 'Only the person signing in should be in the picture.',
  'login.face.guidance.tooDark': 'Too dark. Find more light or turn towards it.',
  'login.face.looking': 'Looking for your face…',
  'login.face.turn': 'Now turn your head slowly to one side.',
  'login.face.recognising': 'Recognising your face…',
  'login.face.signInNow': 'Sign in now',
  'login.face.tryAgain': 'Try again',
  'login.face.box': 'Face found',
  'login.copyright': 'Workbench Portal {{version}}',

  'authRedirect.title': 'Signing you in…',
  'authRedirect.missingToken': 'No sign-in token was given. Please sign in.',

  'route.login': 'Sign in',
  'route.authRedirect': 'Sign-in redirect',

  'error.network': 'The server cannot be reached. Please check the network connection and try again.',
  'error.timeout': 'The server did not answer in time. Please try again.',
  'error.http': 'The request failed (HTTP {{status}}).',
  'error.invalidAnswer': 'The server sent an answer the portal does not understand.',
  'error.ticketExpired': 'Authorization timed out, please log in again.',
  'error.sessionEnded': 'Your session has ended, please log in again.',
} as const;

export type StartUpKey = keyof typeof startUpEn;
export type StartUpDictionary = Record<StartUpKey, string>;
