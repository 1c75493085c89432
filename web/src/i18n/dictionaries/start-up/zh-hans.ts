import type { StartUpDictionary } from './en';

/**
 * The portal's own Simplified Chinese texts that the sign-in page and start-up show before the full
 * dictionary has loaded (sign-in form, language switch, loading notice, call errors). Part of the
 * entry chunk: the form paints without waiting for a dictionary download.
 */
export const startUpZhHans: StartUpDictionary = {
  'app.name': '工作台门户',
  'app.tagline': '工业运营平台',
  'app.version': '版本 {{version}}',
  'app.loading': '正在加载工作台…',

  'common.ok': '确定',
  'common.cancel': '取消',
  'common.backHome': '返回工作台',
  'common.errorTitle': '错误',

  'language.label': '语言',

  'login.intro': '工厂的应用、事件与设置，尽在一个工作台。',
  'login.title': '登录',
  'login.subtitle': '请使用工厂账号登录。',
  'login.userName': '用户名',
  'login.userNamePlaceholder': '请输入用户名',
  'login.userNameRequired': '请输入用户名。',
  'login.password': '密码',
  'login.passwordPlaceholder': '请输入密码',
  'login.passwordRequired': '请输入密码。',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',
  'login.remember': '记住账号',
  'login.submit': '登录',
  'login.submitting': '正在登录…',
  'login.failedTitle': '登录失败',
  'login.failed': '登录失败，请重试。',
  'login.waysLabel': '登录方式',
  'login.way.password': '密码登录',
  'login.way.card': '刷卡登录',
  'login.card.hint': '请将工卡靠近读卡器。',
  'login.card.reading': '正在验证卡片…',
  'login.card.number': '卡号',
  'login.card.numberPlaceholder': '或输入卡号',
  'login.card.numberRequired': '请输入卡号。',
  'login.way.face': '刷脸登录',
  'login.face.preview': '摄像头画面',
  'login.face.starting': '正在启动摄像头…',
  'login.face.denied': '此处不允许使用摄像头。请为本页面允许摄像头，或改用其他方式登录。',
  'login.face.unavailable': '此处没有可用的摄像头，请改用其他方式登录。',
  'login.face.guidance.ok': '请保持不动…',
  'login.face.guidance.noFace': '请正视摄像头。',
  'login.face.guidance.severalFaces': '画面中只应有登录的人。',
  'login.face.guidance.tooDark': '画面太暗，请到光线更好的地方或面向光源。',
  'login.face.looking': '正在寻找人脸…',
  'login.face.turn': '请慢慢将头转向一侧。',
  'login.face.recognising': '正在识别人脸…',
  'login.face.signInNow': '立即登录',
  'login.face.tryAgain': '重试',
  'login.face.box': '已找到人脸',
  'login.copyright': '工作台门户 {{version}}',

  'authRedirect.title': '正在登录…',
  'authRedirect.missingToken': '未提供登录令牌，请登录。',

  'route.login': '登录',
  'route.authRedirect': '登录跳转',

  'error.network': '无法连接服务器，请检查网络后重试。',
  'error.timeout': '服务器响应超时，请重试。',
  'error.http': '请求失败（HTTP {{status}}）。',
  'error.invalidAnswer': '服务器返回了无法识别的数据。',
  'error.ticketExpired': '授权已超时，请重新登录。',
  'error.sessionEnded': '会话已结束，请重新登录。',
};
