export { HomePage } from './home-page';
export { SignedInFrame } from './signed-in-frame';
