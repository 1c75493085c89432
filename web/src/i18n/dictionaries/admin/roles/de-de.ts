import type { AdminRolesTexts } from './en';

export const adminRolesDeDE: AdminRolesTexts = {
  'adminRoles.column.name': 'Rolle',
  'adminRoles.column.description': 'Beschreibung',
  'adminRoles.column.permissions': 'Portalberechtigungen',
  'adminRoles.column.morePermissions': '+{{count}}',
  'adminRoles.column.applications': 'Anwendungen',
  'adminRoles.column.members': 'Mitglieder',
  'adminRoles.column.created': 'Erstellt',
  'adminRoles.deleteConfirmNamed': 'Rolle {{name}} löschen?',

  'adminRoles.editor.createTitle': 'Neue Rolle',
  'adminRoles.editor.editTitle': 'Rolle bearbeiten',
  'adminRoles.editor.loading': 'Rolle wird geladen…',

  'adminRoles.tab.basics': 'Allgemein',
  'adminRoles.tab.permissions': 'Portalberechtigungen',
  'adminRoles.tab.permissionsCount': 'Portalberechtigungen ({{count}})',
  'adminRoles.tab.applicationsCount': 'Anwendungen ({{count}})',
  'adminRoles.tab.members': 'Mitglieder',
  'adminRoles.tab.membersCount': 'Mitglieder ({{count}})',

  'adminRoles.field.name': 'Rollenname',
  'adminRoles.field.description': 'Beschreibung',

  'adminRoles.permissions.hint':
    'Eine angehakte Gruppe vergibt alles darin. Ausgegraute Berechtigungen besitzen Sie selbst nicht: Sie können sie nicht vergeben.',
  'adminRoles.permissions.notHeld': 'Sie besitzen diese Berechtigung nicht und können sie daher nicht vergeben.',

  'adminRoles.applications.none': 'Sie besitzen keine Anwendung, die Sie vergeben könnten.',
  'adminRoles.applications.granted': 'Vergeben',
  'adminRoles.applications.notGranted': 'Nicht vergeben',
  'adminRoles.applications.summary': 'Seiten: {{pages}} · Datenberechtigungen: {{dataPermissions}}',
  'adminRoles.applications.grant': '{{name}} vergeben',
  'adminRoles.applications.notGrantedHint':
    'Die angehakten Seiten und Datenberechtigungen wirken erst, wenn die Anwendung vergeben ist.',
  'adminRoles.applications.menus': 'Menüs',
  'adminRoles.applications.menusOf': 'Menüs von {{name}}',
  'adminRoles.applications.noMenus': 'Keine Seiten, die Sie vergeben könnten.',
  'adminRoles.applications.dataPermissions': 'Teilsysteme und Datenberechtigungen',
  'adminRoles.applications.dataPermissionsOf': 'Datenberechtigungen von {{name}}',
  'adminRoles.applications.noSubSystems': 'Keine Teilsysteme, die Sie vergeben könnten.',
  'adminRoles.applications.hidden':
    'Vergaben dieser Rolle außerhalb dessen, was Sie vergeben dürfen: {{count}}. Sie werden nicht angezeigt und bleiben unverändert.',

  'adminRoles.members.add': 'Mitglied hinzufügen',
  'adminRoles.members.addPlaceholder': 'Benutzernamen oder Namen eingeben, um ein Mitglied hinzuzufügen',
  'adminRoles.members.noMatch': 'Kein passender Benutzer.',
  'adminRoles.members.searchFailed': 'Die Benutzer konnten nicht geladen werden.',
  'adminRoles.members.remove': '{{name}} aus der Rolle entfernen',
  'adminRoles.members.none': 'Noch keine Mitglieder.',
  'adminRoles.members.readOnly':
    'Mitglieder können nur mit der Berechtigung Benutzerverwaltung hinzugefügt oder entfernt werden; beim Speichern bleiben sie unverändert.',
};
