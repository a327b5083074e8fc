export { LinkButton, type LinkButtonProps } from './link-button';
export {
  type LinkRenderer,
  type LinkRenderProps,
  LinkRenderProvider,
  type LinkRenderProviderProps,
  renderAnchor,
  useLinkRenderer,
} from './link-render';
