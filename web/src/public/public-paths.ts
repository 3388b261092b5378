/** The pages of spec 000 section 5 (and the public survey, /ansu) that need no signed-in user. */
const publicPaths = ['/login', '/signup', '/trial', '/magic', '/confirm-email', '/popupLogin', '/ansu'];

export function isPublicPath(pathname: string): boolean {
  return publicPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
