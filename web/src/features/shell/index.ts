export { ShellFrame } from './frame/shell-frame';
export { HandheldFrame } from './handheld/handheld-frame';
export { isHandheldPreviewAddress, useHandheldLayout } from './handheld/use-handheld-layout';
export { usePagePath, usePageShown } from './page-area/page-path-context';
export { FOREIGN_FRAME_SANDBOX } from './page-host/hosted-page';
export { usePageScan } from './scanner/use-page-scan';
