/** What both servers broadcast: a fire-alarm notification as the portal receives it. */
export const DRILL_NOTIFICATION = {
  Id: '00000000-0000-4000-8000-000000000001',
  Title: 'Fire alarm — Hall 3, line 2',
  Type: 0,
  Position: 5,
  ShowType: 2,
  Duration: -1,
  HeaderBgColor: '#c62828',
  Msg: [
    { Key: 'Location', Value: 'Hall 3, line 2, smoke detector SD-3-17' },
    { Key: 'Action', Value: 'Leave the hall by the nearest marked exit and go to assembly point B.' },
  ],
} as const;
