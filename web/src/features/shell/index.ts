export { ShellFrame } from './frame/shell-frame';
export { usePagePath } from './page-area/page-path-context';
