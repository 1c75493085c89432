import { matchPath } from 'react-router';

/**
 * The URL forms of the application editor (docs/spec.md §2):
 * - /AddApp and /AddApp/{appID}
 * - /AddApplication/{tagID}/{appID?}/{fromPage?}
 * Optional segments are positional, so a fromPage after a missing appID (or a missing tag) needs
 * a stand-in: "-" means "none" ("/AddApplication/{tagID}/-/EditWorkbench"). Ids are UUIDs and
 * never look like a stand-in; "new", "0", "null" and "undefined" are read as none too, since
 * links written by hand elsewhere may use them.
 */
export const NO_VALUE = '-';
const NONE_VALUES = new Set([NO_VALUE, '', 'new', '0', 'null', 'undefined']);

export const APPLICATIONS_PATH = '/ApplicationMgr';
export const EDIT_WORKBENCH_PATH = '/EditWorkbench';
/** fromPage value of the workbench editor's links. */
export const FROM_WORKBENCH = 'EditWorkbench';

export interface EditorRoute {
  /** The tag a new application starts in (AddApplication's tagID). */
  tagId: string | null;
  /** The application edited; null creates one. */
  appId: string | null;
  /** Where Cancel goes back to: the workbench editor or the application list. */
  fromPage: string | null;
  /** Which of the two routes the editor was opened by, so a new application keeps it. */
  form: 'AddApp' | 'AddApplication';
}

const given = (value: string | undefined) => (value === undefined || NONE_VALUES.has(value) ? null : value);

export function parseEditorPath(path: string): EditorRoute {
  const underTag = matchPath('/AddApplication/:tagID/:appID?/:fromPage?', path);
  if (underTag) {
    const { tagID, appID, fromPage } = underTag.params;
    return { form: 'AddApplication', tagId: given(tagID), appId: given(appID), fromPage: given(fromPage) };
  }
  const plain = matchPath('/AddApp/:appID?', path);
  return { form: 'AddApp', tagId: null, appId: given(plain?.params.appID), fromPage: null };
}

const segment = (value: string | null) => encodeURIComponent(value ?? NO_VALUE);

/** The editor's path for a route; trailing stand-ins are left out. */
export function editorPath(route: EditorRoute): string {
  if (route.form === 'AddApp') return route.appId ? `/AddApp/${segment(route.appId)}` : '/AddApp';
  const parts = [segment(route.tagId), segment(route.appId), segment(route.fromPage)];
  while (parts.length > 1 && parts.at(-1) === NO_VALUE) parts.pop();
  return `/AddApplication/${parts.join('/')}`;
}

/** Where the editor returns to. "EditWorkbench" (any case, or any name with "workbench") goes back there. */
export function returnPathOf(route: Pick<EditorRoute, 'fromPage'>): string {
  return route.fromPage && /workbench/i.test(route.fromPage) ? EDIT_WORKBENCH_PATH : APPLICATIONS_PATH;
}

/** The workbench editor's "add an application under this tag" link (untagged: no tag). */
export function addUnderTagPath(tagId: string | null): string {
  return editorPath({ form: 'AddApplication', tagId, appId: null, fromPage: FROM_WORKBENCH });
}
