import type { HandheldTexts } from './en';

export const handheldZhHans: HandheldTexts = {
  'handheld.title': '工作台',
  'handheld.back': '返回',
  'handheld.menu': '菜单',
  'handheld.account': '账户与语言',
  'handheld.signedInAs': '当前用户：{{name}}',
  'handheld.language': '语言',
  'handheld.signOut': '退出登录',
  'handheld.applications': '应用',
  'handheld.chooseApplication': '选择应用',
  'handheld.changeApplication': '切换应用',
  'handheld.pagesOf': '{{name}}的页面',
  'handheld.opensNewWindow': '在新窗口中打开',
  'handheld.noPages': '此应用没有您可以在此打开的页面。',
  'handheld.noApplications': '暂无可用的应用。',
  'handheld.loading': '正在加载…',
  'handheld.loadFailed': '列表加载失败。',
  'handheld.retry': '重试',
  'handheld.scan.noPage': '已扫描 {{code}}。请先打开一个页面再使用此码。',
  'handheld.scan.notTaken': '此页面不接收扫码（{{code}}）。',
};
