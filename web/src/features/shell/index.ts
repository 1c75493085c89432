export { ShellFrame } from './frame/shell-frame';
