/** @jsxRuntime automatic */
// Prints the CSS of antd's components on the first signed-in screen, as antd's CSS-in-JS generates it,
// followed by the path map that tells antd in the browser that these styles come from a file.
// Run by baked-antd-styles-plugin.ts during `vite build` (NODE_ENV=production); see docs/adr/0017-first-signed-in-screen-without-waiting.md.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Card, ConfigProvider, Dropdown, Input, Menu, Popover, Skeleton, Spin, Tabs, Tag, Tooltip } from 'antd';
import { renderToString } from 'react-dom/server';
import { portalTheme } from '../src/ui/portal-theme';

const cache = createCache();
// Each component registers its styles when it renders, whatever its props: one of each is enough
// (a tag's preset colours are styles of their own).
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={portalTheme}>
      <Button>button</Button>
      <Dropdown menu={{ items: [{ key: 'item', label: 'item' }] }}>
        <span>dropdown</span>
      </Dropdown>
      <Input prefix={<span />} />
      <Menu mode="inline" items={[{ key: 'group', label: 'group', children: [{ key: 'item', label: 'item' }] }]} />
      <Tabs items={[{ key: 'tab', label: 'tab' }]} />
      <Tooltip title="tooltip">
        <span>tooltip</span>
      </Tooltip>
      <Popover content="popover">
        <span>popover</span>
      </Popover>
      {/* The home page, which renders right after the frame. */}
      <Card title="card">card</Card>
      <Tag color="blue">tag</Tag>
      <Skeleton active />
      <Spin />
    </ConfigProvider>
  </StyleProvider>,
);
// Component styles only: the theme's CSS variables stay generated in the browser (they are cheap and
// follow the theme).
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
