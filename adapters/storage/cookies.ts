// document.cookie behind two functions (the cookie banner's consent value).

export interface CookieAttributes {
  expiresDays: number;
  sameSite: string;
  secure: boolean;
  path: string;
}

export function readCookie(name: string, source: { cookie: string } = document): string | null {
  for (const part of source.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, attributes: CookieAttributes, target: { cookie: string } = document, now = Date.now()): void {
  const expires = new Date(now + attributes.expiresDays * 86_400_000).toUTCString();
  target.cookie = [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${expires}`,
    `path=${attributes.path}`,
    `SameSite=${attributes.sameSite}`,
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}
