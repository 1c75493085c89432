import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../platform/content-disposition';
import { exportFileName, fileTimeStamp } from './export-file-names';

// A local time: file names show the server's clock, whatever its time zone.
const at = new Date(2026, 10, 21, 14, 5, 59);

describe('export file names', () => {
  it('stamps the local date and minute without characters file systems refuse', () => {
    expect(fileTimeStamp(at)).toBe('2026-11-21 14-05');
    expect(fileTimeStamp(new Date(2027, 0, 2, 3, 4))).toBe('2027-01-02 03-04');
  });

  it("names the user list in the reader's language", () => {
    const users = { kind: 'users', subjectNames: null, createdAt: at } as const;
    expect(exportFileName(users, 'en')).toBe('Users 2026-11-21 14-05.xlsx');
    expect(exportFileName(users, 'zh-Hans')).toBe('用户列表 2026-11-21 14-05.xlsx');
    expect(exportFileName(users, 'de-DE')).toBe('Benutzer 2026-11-21 14-05.xlsx');
    // Languages without their own texts read English, as the portal's other texts do.
    expect(exportFileName(users, 'jp')).toBe('Users 2026-11-21 14-05.xlsx');
  });

  it('names a menu list after the application, as the reader knows it, made safe for a file name', () => {
    const menus = {
      kind: 'menus',
      subjectNames: { 'zh-Hans': '仓储管理', en: 'Warehouse: "WMS"', 'de-DE': '' },
      createdAt: at,
    } as const;
    expect(exportFileName(menus, 'zh-Hans')).toBe('菜单 仓储管理 2026-11-21 14-05.xlsx');
    expect(exportFileName(menus, 'en')).toBe('Menus Warehouse_ _WMS_ 2026-11-21 14-05.xlsx');
    // No German name: the Chinese one.
    expect(exportFileName(menus, 'de-DE')).toBe('Menüs 仓储管理 2026-11-21 14-05.xlsx');
  });
});

describe('Content-Disposition of a download', () => {
  it('carries the exact UTF-8 name (RFC 5987) and an ASCII stand-in', () => {
    expect(attachmentDisposition('用户列表 2026-11-21 14-05.xlsx')).toBe(
      'attachment; filename="____ 2026-11-21 14-05.xlsx"; filename*=UTF-8\'\'%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8%202026-11-21%2014-05.xlsx',
    );
  });

  it("escapes what would end the quoted name or RFC 5987's token", () => {
    const header = attachmentDisposition(`Menüs "O'Neil" (1)*.xlsx`);
    expect(header).toContain('filename="Men_s _O\'Neil_ (1)*.xlsx"');
    expect(header).toContain("filename*=UTF-8''Men%C3%BCs%20%22O%27Neil%22%20%281%29%2A.xlsx");
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe(`Menüs "O'Neil" (1)*.xlsx`);
  });
});
