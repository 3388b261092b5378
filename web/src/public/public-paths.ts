/** The pages of spec 000 section 5 that need no signed-in user (routes.tsx mounts them). */
const publicPaths = ['/login', '/signup', '/trial', '/magic', '/popupLogin'];

export function isPublicPath(pathname: string): boolean {
  return publicPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
