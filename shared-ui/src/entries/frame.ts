// @dapcon/shared-ui/frame: the signed-in frame (top bar, side menu, user menu, the drawer on small
// screens), which the shell loads once a user is signed in.
export { AppFrame, type AppFrameProps } from '../frame/AppFrame';
export { TopBar, type TopBarProps } from '../frame/TopBar';
export {
  SideMenu,
  activeLinkFor,
  type SideMenuProps,
  type SideMenuItem,
  type SideMenuLink,
  type SideMenuGroup,
} from '../frame/SideMenu';
export { UserMenu, type UserMenuProps, type UserMenuLabels } from '../frame/UserMenu';
export { RemotePanel, RemotePanelHost, type RemotePanelProps, type RemotePanelMount } from '../frame/RemotePanel';
export { ImpersonationBanner, type ImpersonationBannerProps } from '../frame/ImpersonationBanner';
