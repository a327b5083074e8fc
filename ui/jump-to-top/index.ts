export { JumpToTop, type JumpToTopProps } from './jump-to-top';
