/** Every API path of docs/api.md, in one place for portal and service. */
const base = '/api/baseService';

/** The five calls every admin resource has (docs/api.md §5), plus its own. */
function crud<R extends string, E extends Record<string, string>>(resource: R, extra: E) {
  return {
    pageList: `${base}/${resource}/queryPageList`,
    get: `${base}/${resource}/get`,
    create: `${base}/${resource}/create`,
    edit: `${base}/${resource}/edit`,
    batchDelete: `${base}/${resource}/batchDelete`,
    ...extra,
  } as const;
}

export const API_PATHS = {
  identity: {
    newLogin: `${base}/identityServer/newLogin`,
    loginForSwipeCard: `${base}/identityServer/loginForSwipeCard`,
    loginForFaceId: `${base}/identityServer/loginForFaceId`,
    /** Added: where the faces are in a camera frame, for the face sign-in's live preview. */
    checkFaceFrame: `${base}/identityServer/checkFaceFrame`,
    refreshToken: `${base}/identityServer/refreshToken`,
    logout: `${base}/identityServer/logout`,
    extendTicket: '/api/Lead_LmisService/ssoApi/leadExtendTicket',
    profile: `${base}/organization/queryUserInfoAndAccessibleWarehouses`,
    changePassword: `${base}/profileInfo/changePassword`,
  },
  menus: {
    baseMenuList: `${base}/leadMenu/queryUserBaseMenuList`,
    userMenuList: `${base}/leadMenu/queryUserMenuList`,
    allByApplication: `${base}/leadMenu/getAllMenusByApplicationId`,
    move: `${base}/leadMenu/move`,
  },
  favourites: {
    collect: `${base}/leadUserApplicationDbMenu/create`,
    cancelCollect: `${base}/leadUserApplicationDbMenu/cancelCollect`,
    saveUserMenus: `${base}/leadUserApplicationDbMenu/saveUserMenus`,
  },
  applications: {
    forCurrentUser: `${base}/application/queryAllApplicationsForCurrentUser`,
    files: `${base}/application/queryApplicationFile`,
  },
  tags: { pageList: `${base}/tag/queryPageList` },
  dbInstances: {
    forCurrentUser: `${base}/dbInstance/queryAllDbInstancesAndDataPermissionUnderApplicationForCurrentUser`,
  },
  localization: { frontEnd: `${base}/localization/queryFrontEndLocalization` },
  individuation: { readFrontEndJsonFile: `${base}/individuation/readFrontEndJsonFile` },
  /** Pop-up notifications: raised by permitted users (and the event centre), re-read after a reconnect. */
  notifications: {
    create: `${base}/notification/create`,
    queryActive: `${base}/notification/queryActive`,
  },
  /** Background .xlsx exports and the download of their files (the download-task hub lists them). */
  downloadTasks: {
    exportUsers: `${base}/leadUser/export`,
    exportMenus: `${base}/leadMenu/export`,
    download: `${base}/downloadTask/download`,
  },
  /**
   * Administration (docs/api.md §5): each resource has queryPageList, get?id=, create, edit and
   * batchDelete; the extra calls below are decided here and listed in docs/administration.md.
   */
  admin: {
    users: crud('leadUser', {
      resetPassword: `${base}/leadUser/resetPassword`,
      options: `${base}/leadUser/queryOptions`,
    }),
    faceImage: (id: string) => `${base}/faceAiUser/UserImage/${encodeURIComponent(id)}`,
    faceUpdate: (id: string) => `${base}/faceAiUser/UpdateUser/${encodeURIComponent(id)}`,
    faceImageRoute: `${base}/faceAiUser/UserImage/:id`,
    faceUpdateRoute: `${base}/faceAiUser/UpdateUser/:id`,
    roles: crud('role', { grantCatalogue: `${base}/role/queryGrantCatalogue` }),
    applications: crud('application', {
      uploadLogo: `${base}/application/uploadLogo`,
      arrangeWorkbench: `${base}/application/arrangeWorkbench`,
    }),
    /** Uploaded logos are public pictures (the sign-in page and tiles show them without a session). */
    logoRoute: `${base}/application/logo/:file`,
    tags: crud('tag', {}),
    dbInstances: crud('dbInstance', {}),
    menus: crud('leadMenu', {}),
    auditLog: { pageList: `${base}/auditLog/queryPageList` },
    /** System integrations (docs/spec.md §2): e-mail, robot and plugin channels. */
    channels: crud('integrationChannel', {
      sendTest: `${base}/integrationChannel/sendTest`,
      deliveries: `${base}/integrationChannel/queryDeliveries`,
    }),
    /** The integrations' address book (docs/spec.md §2 `/ContactsChannel`). */
    contacts: crud('integrationContact', {
      groups: `${base}/integrationContact/queryGroups`,
      importFromUsers: `${base}/integrationContact/importFromUsers`,
      importXlsx: `${base}/integrationContact/importXlsx`,
      exportXlsx: `${base}/integrationContact/exportXlsx`,
    }),
    /** Timed work (docs/spec.md §2 `/Job`): the admin pattern plus run now, pause, resume and the run history. */
    jobs: crud('job', {
      runNow: `${base}/job/runNow`,
      pause: `${base}/job/pause`,
      resume: `${base}/job/resume`,
      queryRuns: `${base}/job/queryRuns`,
      queryKinds: `${base}/job/queryKinds`,
    }),
    /** Announcements (docs/spec.md §2 `/Notice`); queryMine and markRead are for every signed-in user. */
    notices: crud('notice', {
      publish: `${base}/notice/publish`,
      withdraw: `${base}/notice/withdraw`,
      preview: `${base}/notice/preview`,
      queryMine: `${base}/notice/queryMine`,
      markRead: `${base}/notice/markRead`,
    }),
    /** Event sources (docs/api.md §5 `eventSource`): the keys machines and systems raise events with. */
    eventSources: crud('eventSource', { revoke: `${base}/eventSource/revoke` }),
  },
  /**
   * Event strategies (docs/api.md §5 `eventStrategy`): the admin pattern, `try` with a sample event
   * (nothing is sent), `enable` / `disable` `{ids}` and `move` `{id, order}`.
   */
  eventStrategies: crud('eventStrategy', {
    try: `${base}/eventStrategy/try`,
    enable: `${base}/eventStrategy/enable`,
    disable: `${base}/eventStrategy/disable`,
    move: `${base}/eventStrategy/move`,
  }),
  /** Plant events (docs/spec.md §2 `/Eventcenter`, docs/api.md §5 `event`). */
  events: {
    ingest: `${base}/event/ingest`,
    pageList: `${base}/event/queryPageList`,
    get: `${base}/event/get`,
    raise: `${base}/event/raise`,
    acknowledge: `${base}/event/acknowledge`,
    resolve: `${base}/event/resolve`,
    /** `{ids, userId}`: who takes care of the events (null: nobody). */
    assign: `${base}/event/assign`,
    /** `{id, comment}`: a comment on the event's timeline. */
    comment: `${base}/event/comment`,
    /** `{ids, hours, reason}`: shelved, its pop-ups and escalations held back, for that long. */
    shelve: `${base}/event/shelve`,
    /** `{ids}`: back from the shelf before its time. */
    unshelve: `${base}/event/unshelve`,
    /** The filtered list (the body of queryPageList) as an .xlsx download task. */
    export: `${base}/event/export`,
  },
  /**
   * Message push settings (docs/api.md §5 `msgPushSetting`): get, save and reset are every signed-in
   * user's own; the defaults are the administrators' (the event-strategy permission).
   */
  pushSettings: {
    get: `${base}/msgPushSetting/get`,
    save: `${base}/msgPushSetting/save`,
    reset: `${base}/msgPushSetting/reset`,
    getDefaults: `${base}/msgPushSetting/getDefaults`,
    saveDefaults: `${base}/msgPushSetting/saveDefaults`,
  },
  /** The demo warehouse sub-application's own service (see warehouse.ts). */
  warehouse: {
    stockPageList: '/api/warehouseService/stock/queryPageList',
    inboundOrderPageList: '/api/warehouseService/inboundOrder/queryPageList',
    /** One task list per kind (warehouse-tasks.ts). */
    tasks: {
      asn: '/api/warehouseService/asn/queryPageList',
      receipt: '/api/warehouseService/receipt/queryPageList',
      'put-away': '/api/warehouseService/putAway/queryPageList',
      transfer: '/api/warehouseService/transfer/queryPageList',
      count: '/api/warehouseService/cycleCount/queryPageList',
      pick: '/api/warehouseService/picking/queryPageList',
      ship: '/api/warehouseService/shipping/queryPageList',
    },
  },
  /** The demo MES sub-application's own service (see mes.ts). */
  mes: {
    workOrderPageList: '/api/mesService/workOrder/queryPageList',
    lineStatusPageList: '/api/mesService/lineStatus/queryPageList',
  },
  /** The demo Maintenance sub-application's own service (see maintenance.ts). */
  maintenance: {
    equipmentPageList: '/api/maintenanceService/equipment/queryPageList',
    /** One record list per kind. */
    records: {
      plan: '/api/maintenanceService/preventivePlan/queryPageList',
      request: '/api/maintenanceService/workRequest/queryPageList',
      order: '/api/maintenanceService/maintenanceOrder/queryPageList',
      stock: '/api/maintenanceService/sparePartStock/queryPageList',
      requisition: '/api/maintenanceService/sparePartRequisition/queryPageList',
    },
  },
  staticFiles: { config: '/config.json', sys: '/sys.json' },
  health: { live: '/healthz', ready: '/readyz' },
} as const;

/** Calls on which the portal performs no ticket-extension check (docs/spec.md §7). */
export const TICKET_CHECK_EXEMPT_PATHS: readonly string[] = [
  API_PATHS.staticFiles.config,
  API_PATHS.identity.extendTicket,
  API_PATHS.identity.newLogin,
];

/** Hub paths and method names (docs/api.md §6). */
export const HUBS = {
  monitor: {
    path: '/api/BaseService/monitor',
    client: { connected: 'ConnectedAsync', removeNotificationOutputs: 'RemoveNotificationOutputsAsync' },
    server: {
      logOutOnAccessToken: 'LogOutOnAccessToken',
      firePopUpNotification: 'FirePopUpNotification',
      /** `{id}` of a job whose runs started or ended, or that was changed: for the job pages. */
      jobChanged: 'JobChanged',
      /** `{ids}` of events raised or changed that this connection's user may see: for the event centre. */
      eventsChanged: 'EventsChanged',
    },
  },
  notification: {
    path: '/api/BaseService/notification',
    client: { connected: 'ConnectedNotificationAsync', switchCulture: 'SwitchNotificationToAnotherCultureAsync' },
    server: { firePopUpNotification: 'FirePopUpNotification', noticePublished: 'NoticePublished' },
  },
  downloads: {
    path: '/api/monitorService/monitor',
    client: { mainConnected: 'MainConnected', changeGroupByLang: 'ChangeGroupByLang' },
    server: { sendMessage: 'SendMessage' },
  },
} as const;
