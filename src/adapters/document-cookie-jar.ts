import type { CookieJar } from '../ports/cookie-jar';

export class DocumentCookieJar implements CookieJar {
  get(name: string) {
    for (const part of document.cookie.split('; ')) {
      const eq = part.indexOf('=');
      if (eq > 0 && decodeURIComponent(part.slice(0, eq)) === name) return decodeURIComponent(part.slice(eq + 1));
    }
    return null;
  }

  set(name: string, value: string, days: number) {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
  }
}
