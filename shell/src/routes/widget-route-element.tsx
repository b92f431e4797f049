import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { leavePageFor } from './leave-page';
import { ScreenRouteElement } from './screen-route-element';
import { WIDGET_ROUTE } from './screen-routes';

/**
 * The widget page's frame policy (an agent's allowed websites) comes with the server's answer to
 * exactly /widget-client. Any other spelling the router would match ("/widget-client/",
 * "/Widget-Client") is sent there, so no site can frame the widget around that policy.
 */
export function WidgetRouteElement() {
  const { pathname, search, hash } = useLocation();
  const canonical = pathname === WIDGET_ROUTE.path;
  useEffect(() => {
    if (!canonical) leavePageFor(`${WIDGET_ROUTE.path}${search}${hash}`);
  }, [canonical, search, hash]);
  return canonical ? <ScreenRouteElement route={WIDGET_ROUTE} /> : null;
}
