import { adminApplicationsDeDE } from './admin/applications/de-de';
import { adminContactsDeDE } from './admin/contacts/de-de';
import { adminIntegrationsDeDE } from './admin/integrations/de-de';
import { adminJobsDeDE } from './admin/jobs/de-de';
import { adminNoticesDeDE } from './admin/notices/de-de';
import { adminRolesDeDE } from './admin/roles/de-de';
import { adminSharedDeDE } from './admin/shared/de-de';
import { adminUsersDeDE } from './admin/users/de-de';
import { announcementsDeDE } from './announcements/de-de';
import type { Dictionary } from './en';
import { eventCentreDeDE } from './event-centre/de-de';
import { handheldDeDE } from './handheld/de-de';
import { pushSettingsDeDE } from './push-settings/de-de';
import { realtimeDeDE } from './realtime/de-de';
import { shellDeDE } from './shell/de-de';
import { sideAreaDeDE } from './side-area/de-de';
import { startUpDeDE } from './start-up/de-de';
import { topBarDeDE } from './top-bar/de-de';
import { workbenchDeDE } from './workbench/de-de';

/** The portal's own German texts. */
export const deDE: Dictionary = {
  ...startUpDeDE,
  'route.redirect': 'Weiterleitung',
  'route.home': 'Workbench',
  'route.dashboard': 'Startseite',
  'route.appbox': 'Anwendungen',
  'route.window': 'Externe Anwendung',
  'route.notFound': 'Seite nicht gefunden',
  'route.roleMgr': 'Rollenverwaltung',
  'route.user': 'Benutzerverwaltung',
  'route.applicationMgr': 'Anwendungsverwaltung',
  'route.addApp': 'Anwendung hinzufügen oder bearbeiten',
  'route.addApplication': 'Anwendung unter einem Tag hinzufügen oder bearbeiten',
  'route.editWorkbench': 'Workbench bearbeiten',
  'route.eventCenter': 'Ereigniszentrum',
  'route.sysIntegration': 'Systemintegration',
  'route.editSysIntegration': 'Integration bearbeiten',
  'route.emailChannel': 'E-Mail-Kanal',
  'route.robotChannel': 'Roboter-Kanal',
  'route.contactsChannel': 'Kontakte-Kanal',
  'route.pluginChannel': 'Plug-in-Kanal',
  'route.policyIntegration': 'Ereignisstrategie',
  'route.addEditPolicyIntegration': 'Ereignisstrategie bearbeiten',
  'route.job': 'Auftragsverwaltung',
  'route.notice': 'Ankündigungen',
  'route.lang': 'Lokalisierungsverwaltung',
  'route.customized': 'Personalisierung',
  'route.msgPushSetting': 'Einstellungen für Push-Nachrichten',

  'placeholder.title': 'Diese Seite folgt in einer späteren Version',
  'placeholder.description': '„{{page}}“ ist Teil einer späteren Version des Workbench-Portals.',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.description': 'Die angeforderte Seite existiert nicht.',

  'home.welcome': 'Willkommen, {{name}}',
  'home.intro': 'Ihre Workbench bündelt die Werksanwendungen, die Sie öffnen dürfen.',
  'home.warehouses': 'Ihre Lager',
  'home.warehouseCount_one': '{{count}} Lager',
  'home.warehouseCount_other': '{{count}} Lager',
  'home.noWarehouses': 'Ihrem Konto ist noch kein Lager zugeordnet.',
  'home.warehouseCode': 'Code: {{code}}',
  'home.account': 'Ihr Konto',
  'home.userName': 'Benutzername',
  'home.accessLevel': 'Zugriffsstufe',
  'home.role': 'Rolle',
  'home.modules.applications': 'Anwendungen',
  'home.modules.done': 'Fertig',
  'home.modules.allShown': 'Alle Module sind bereits auf der Startseite.',
  'home.modules.noneShown':
    'Die Startseite zeigt keine Module. Die Administration kann sie mit „Modul hinzufügen“ hinzufügen.',
  'home.modules.add': '{{name}} hinzufügen',
  'home.modules.moveUp': '{{name}} nach oben',
  'home.modules.moveDown': '{{name}} nach unten',
  'home.modules.remove': '{{name}} von der Startseite entfernen',

  'user.administrator': 'Administrator',
  'user.ordinary': 'Standardbenutzer',
  'user.accessLevel': 'Zugriffsstufe: {{level}}',
  'user.changePassword': 'Passwort ändern',
  'user.logout': 'Abmelden',
  'user.menu': 'Benutzermenü',

  'password.title': 'Passwort ändern',
  'password.current': 'Aktuelles Passwort',
  'password.new': 'Neues Passwort',
  'password.confirm': 'Neues Passwort bestätigen',
  'password.currentRequired': 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  'password.newRequired': 'Bitte geben Sie ein neues Passwort ein.',
  'password.confirmRequired': 'Bitte bestätigen Sie das neue Passwort.',
  'password.rules':
    'Mindestens 6, höchstens 16 Zeichen, mindestens 1 Ziffer, 1 Kleinbuchstabe, 1 Großbuchstabe und 1 Sonderzeichen (!@#$%^&*?()).',
  'password.mismatch': 'Das neue Passwort stimmt nicht mit der Bestätigung überein.',
  'password.hint': '6 bis 16 Zeichen mit Ziffer, Klein- und Großbuchstabe und einem Zeichen aus !@#$%^&*?()',
  'password.submit': 'Speichern',
  'password.changed': 'Ihr Passwort wurde geändert.',

  'time.justNow': 'gerade eben',
  ...topBarDeDE,
  ...announcementsDeDE,
  ...workbenchDeDE,
  ...sideAreaDeDE,
  ...shellDeDE,
  ...handheldDeDE,
  ...realtimeDeDE,
  ...adminSharedDeDE,
  ...adminUsersDeDE,
  ...adminRolesDeDE,
  ...adminApplicationsDeDE,
  ...adminContactsDeDE,
  ...adminIntegrationsDeDE,
  ...adminJobsDeDE,
  ...eventCentreDeDE,
  ...adminNoticesDeDE,
  ...pushSettingsDeDE,
};
