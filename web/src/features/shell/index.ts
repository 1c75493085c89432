export { ShellFrame } from './frame/shell-frame';
export { usePagePath } from './page-area/page-path-context';
export { FOREIGN_FRAME_SANDBOX } from './page-host/hosted-page';
