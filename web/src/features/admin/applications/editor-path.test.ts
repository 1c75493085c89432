import { describe, expect, it } from 'vitest';
import { addUnderTagPath, editorPath, parseEditorPath, returnPathOf } from './editor-path';

const TAG = '6f0c1d2e-0000-4000-8000-000000000001';
const APP = '6f0c1d2e-0000-4000-8000-0000000000a1';

describe('application editor URL forms (docs/spec.md §2)', () => {
  it('reads /AddApp with and without an application', () => {
    expect(parseEditorPath('/AddApp')).toEqual({ form: 'AddApp', tagId: null, appId: null, fromPage: null });
    expect(parseEditorPath(`/AddApp/${APP}`)).toMatchObject({ appId: APP, tagId: null });
  });

  it('reads /AddApplication with a stand-in for a missing application before fromPage', () => {
    expect(parseEditorPath(`/AddApplication/${TAG}`)).toEqual({
      form: 'AddApplication',
      tagId: TAG,
      appId: null,
      fromPage: null,
    });
    expect(parseEditorPath(`/AddApplication/${TAG}/-/EditWorkbench`)).toMatchObject({
      tagId: TAG,
      appId: null,
      fromPage: 'EditWorkbench',
    });
    expect(parseEditorPath(`/AddApplication/${TAG}/new/EditWorkbench`).appId).toBeNull();
    expect(parseEditorPath(`/AddApplication/-/${APP}/EditWorkbench`)).toMatchObject({ tagId: null, appId: APP });
  });

  it('writes the forms back, leaving out trailing stand-ins', () => {
    expect(addUnderTagPath(TAG)).toBe(`/AddApplication/${TAG}/-/EditWorkbench`);
    expect(addUnderTagPath(null)).toBe('/AddApplication/-/-/EditWorkbench');
    expect(editorPath({ form: 'AddApplication', tagId: TAG, appId: APP, fromPage: null })).toBe(
      `/AddApplication/${TAG}/${APP}`,
    );
    expect(editorPath({ form: 'AddApp', tagId: null, appId: APP, fromPage: null })).toBe(`/AddApp/${APP}`);
    const route = parseEditorPath(addUnderTagPath(TAG));
    expect(parseEditorPath(editorPath(route))).toEqual(route);
  });

  it('returns to the workbench editor only when it came from there', () => {
    expect(returnPathOf({ fromPage: 'EditWorkbench' })).toBe('/EditWorkbench');
    expect(returnPathOf({ fromPage: 'editWorkbench' })).toBe('/EditWorkbench');
    expect(returnPathOf({ fromPage: null })).toBe('/ApplicationMgr');
    expect(returnPathOf({ fromPage: 'ApplicationMgr' })).toBe('/ApplicationMgr');
  });
});
