import type { ShellTexts } from './en';

export const shellZhHans: ShellTexts = {
  'shell.tabs.label': '已打开的页面',
  'shell.tabs.refresh': '刷新',
  'shell.tabs.close': '关闭',
  'shell.tabs.closeOthers': '关闭其他',
  'shell.tabs.dashboardMenu': '页面操作',
  'shell.tabs.closeTab': '关闭标签页',
  'shell.tabs.moreTabs': '更多已打开的页面',
  'shell.tabs.refreshAll': '全部刷新',
  'shell.tabs.addModule': '添加模块',
  'shell.tabs.editModule': '编辑模块',

  'shell.host.loading': '正在启动{{name}}…',
  'shell.host.notListed': '应用“{{name}}”未在本门户中配置（sys.json），请联系管理员。',
  'shell.host.noAddress': '该应用没有可打开的地址，请联系管理员。',
  'shell.host.noStart': '应用未能启动，请检查网络连接后重试。',
  'shell.host.failed': '应用报告了错误：{{message}}',
  'shell.host.retry': '重试',
  'shell.host.title': '无法打开此页面',
  'shell.host.frameTitle': '{{page}}（{{application}}）',

  'shell.window.refused': '此处只能打开 http 或 https 地址。',
  'shell.window.refusedTitle': '无法打开此地址',
  'shell.window.openInNewTab': '在新的浏览器标签页中打开',
  'shell.window.frameTitle': '外部应用：{{address}}',

  'shell.inactivity.loggedOut': '用户长时间未操作，请重新登录！',

  'shell.editor.back': '返回',
  'shell.editor.cancel': '取消',
  'shell.editor.save': '保存',

  'shell.skipToContent': '跳到页面内容',
};
