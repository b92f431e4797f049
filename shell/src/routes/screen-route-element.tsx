import { RemoteScreen } from '../remotes/remote-screen';
import type { ScreenRoute } from './screen-routes';
import { useDocumentTitle } from './use-document-title';

export interface ScreenRouteElementProps {
  route: ScreenRoute;
}

export function ScreenRouteElement({ route }: ScreenRouteElementProps) {
  useDocumentTitle(route.title);
  return <RemoteScreen remote={route.remote} module={route.module} withStore={route.withStore} />;
}
