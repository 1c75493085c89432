import type { WorkbenchTexts } from './en';

export const workbenchZhHans: WorkbenchTexts = {
  'workbench.title': '工作台',

  'appbox.title': '应用',
  'appbox.intro': '请选择要进入的应用。',
  'appbox.filterLabel': '按标签筛选应用',
  'appbox.filterAll': '全部应用',
  'appbox.listLabel': '应用',
  'appbox.loading': '正在加载应用…',
  'appbox.loadFailed': '应用加载失败。',
  'appbox.retry': '重试',
  'appbox.empty': '暂无可用的应用。',
  'appbox.emptyTag': '该标签下暂无应用。',
  'appbox.current': '当前',
  'appbox.opensInNewTab': '在新标签页中打开',
  'appbox.badAddress': '“{{name}}”的地址无效，无法打开。',
  'appbox.entering': '正在进入{{name}}…',
  'appbox.notAllowedTitle': '无法打开此应用',
  'appbox.notAllowed': '该应用不存在，或您没有访问权限。',
  'appbox.subSystemsFailed': '“{{name}}”的子系统加载失败。',
  'appbox.backToWorkbench': '返回工作台',

  'appbox.switcherLabel': '当前应用',
  'appbox.switcherOpen': '应用、子系统和数据权限',
  'appbox.subSystem': '子系统',
  'appbox.noSubSystem': '无子系统',
  'appbox.dataPermissions': '数据权限',
  'appbox.dataPermissionsCount': '{{selected}}/{{total}}',
  'appbox.dataPermissionsHint': '至少保留一项。',
};
