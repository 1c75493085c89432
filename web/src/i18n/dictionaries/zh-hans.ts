import { adminApplicationsZhHans } from './admin/applications/zh-hans';
import { adminContactsZhHans } from './admin/contacts/zh-hans';
import { adminIntegrationsZhHans } from './admin/integrations/zh-hans';
import { adminJobsZhHans } from './admin/jobs/zh-hans';
import { adminNoticesZhHans } from './admin/notices/zh-hans';
import { adminRolesZhHans } from './admin/roles/zh-hans';
import { adminSharedZhHans } from './admin/shared/zh-hans';
import { adminUsersZhHans } from './admin/users/zh-hans';
import { announcementsZhHans } from './announcements/zh-hans';
import type { Dictionary } from './en';
import { eventCentreZhHans } from './event-centre/zh-hans';
import { handheldZhHans } from './handheld/zh-hans';
import { pushSettingsZhHans } from './push-settings/zh-hans';
import { realtimeZhHans } from './realtime/zh-hans';
import { shellZhHans } from './shell/zh-hans';
import { sideAreaZhHans } from './side-area/zh-hans';
import { startUpZhHans } from './start-up/zh-hans';
import { topBarZhHans } from './top-bar/zh-hans';
import { workbenchZhHans } from './workbench/zh-hans';

/** The portal's own Simplified Chinese texts (the default language). */
export const zhHans: Dictionary = {
  ...startUpZhHans,
  'route.redirect': '跳转',
  'route.home': '工作台',
  'route.dashboard': '首页',
  'route.appbox': '应用',
  'route.window': '外部应用',
  'route.notFound': '页面不存在',
  'route.roleMgr': '角色管理',
  'route.user': '用户管理',
  'route.applicationMgr': '应用管理',
  'route.addApp': '新增或编辑应用',
  'route.addApplication': '在标签下新增或编辑应用',
  'route.editWorkbench': '编辑工作台',
  'route.eventCenter': '事件中心',
  'route.sysIntegration': '系统集成',
  'route.editSysIntegration': '编辑集成',
  'route.emailChannel': '邮件渠道',
  'route.robotChannel': '机器人渠道',
  'route.contactsChannel': '通讯录渠道',
  'route.pluginChannel': '插件渠道',
  'route.policyIntegration': '事件策略',
  'route.addEditPolicyIntegration': '事件策略编辑',
  'route.job': '作业管理',
  'route.notice': '公告管理',
  'route.lang': '多语言管理',
  'route.customized': '个性化设置',
  'route.msgPushSetting': '消息推送设置',

  'placeholder.title': '此页面将在后续版本中提供',
  'placeholder.description': '“{{page}}”属于工作台门户的后续版本。',

  'notFound.title': '页面不存在',
  'notFound.description': '您访问的页面不存在。',

  'home.welcome': '欢迎，{{name}}',
  'home.intro': '工作台汇集了您可以使用的全部工厂应用。',
  'home.warehouses': '我的仓库',
  'home.warehouseCount_one': '{{count}} 个仓库',
  'home.warehouseCount_other': '{{count}} 个仓库',
  'home.noWarehouses': '您的账号尚未分配仓库。',
  'home.warehouseCode': '编码：{{code}}',
  'home.account': '我的账号',
  'home.userName': '用户名',
  'home.accessLevel': '访问级别',
  'home.role': '角色',
  'home.modules.applications': '应用',
  'home.modules.done': '完成',
  'home.modules.allShown': '所有模块都已在首页上。',
  'home.modules.noneShown': '首页没有显示任何模块。管理员可以通过“添加模块”添加。',
  'home.modules.add': '添加{{name}}',
  'home.modules.moveUp': '上移{{name}}',
  'home.modules.moveDown': '下移{{name}}',
  'home.modules.remove': '从首页移除{{name}}',

  'user.administrator': '管理员',
  'user.ordinary': '普通用户',
  'user.accessLevel': '访问级别：{{level}}',
  'user.changePassword': '修改密码',
  'user.logout': '退出登录',
  'user.menu': '用户菜单',

  'password.title': '修改密码',
  'password.current': '当前密码',
  'password.new': '新密码',
  'password.confirm': '确认新密码',
  'password.currentRequired': '请输入当前密码。',
  'password.newRequired': '请输入新密码。',
  'password.confirmRequired': '请再次输入新密码。',
  'password.rules':
    '最短 6 位，最长 16 位，至少包含 1 个数字、1 个小写字母、1 个大写字母和 1 个特殊字符（!@#$%^&*?()）。',
  'password.mismatch': '新密码与确认密码不一致。',
  'password.hint': '6 到 16 位，包含数字、小写字母、大写字母以及 !@#$%^&*?() 中的一个字符',
  'password.submit': '保存',
  'password.changed': '密码已修改。',

  'time.justNow': '刚刚',
  ...topBarZhHans,
  ...announcementsZhHans,
  ...workbenchZhHans,
  ...sideAreaZhHans,
  ...shellZhHans,
  ...handheldZhHans,
  ...realtimeZhHans,
  ...adminSharedZhHans,
  ...adminUsersZhHans,
  ...adminRolesZhHans,
  ...adminApplicationsZhHans,
  ...adminContactsZhHans,
  ...adminIntegrationsZhHans,
  ...adminJobsZhHans,
  ...eventCentreZhHans,
  ...adminNoticesZhHans,
  ...pushSettingsZhHans,
};
