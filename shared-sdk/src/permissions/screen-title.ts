import { create } from 'zustand';

/**
 * The screen title an area gives the page it shows, for the tab's title. The shell names a path
 * after its top-level route until the area says more ('Empresa' for '/empresas/B12345674').
 */
interface ScreenTitleState {
  /** The pathname the title belongs to: a title never outlives its page. */
  pathname: string | null;
  title: string | null;
  set(pathname: string, title: string): void;
  clear(pathname: string): void;
}

/**
 * The title store; areas set it through shared-ui's `AreaRoutes`, the shell reads it.
 *
 * @example
 * const title = useScreenTitle((s) => (s.pathname === pathname ? s.title : null));
 */
export const useScreenTitle = create<ScreenTitleState>()((set) => ({
  pathname: null,
  title: null,
  set: (pathname, title) => set({ pathname, title }),
  clear: (pathname) => set((state) => (state.pathname === pathname ? { pathname: null, title: null } : state)),
}));
