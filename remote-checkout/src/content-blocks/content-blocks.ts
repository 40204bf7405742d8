/**
 * Tenant custom content blocks (spec 01 §2): seller `web.content_blocks`, each shown on some
 * route names to some roles. Text only (title and body), never markup.
 */
export type ContentRole = 'anonymous' | 'member';

export interface ContentBlock {
  route: string;
  roles: ContentRole[];
  title: string;
  body: string;
}

const ROLES = new Set<string>(['anonymous', 'member']);
const isString = (x: unknown): x is string => typeof x === 'string';

/** The well-formed blocks of the seller setting; anything else (markup included) is dropped. */
export function readContentBlocks(value: unknown): ContentBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown): ContentBlock[] => {
    if (!raw || typeof raw !== 'object') return [];
    const b = raw as Record<string, unknown>;
    if (!isString(b.route) || !Array.isArray(b.roles)) return [];
    const roles = b.roles.filter((r): r is ContentRole => isString(r) && ROLES.has(r));
    const title = isString(b.title) ? b.title : '';
    const body = isString(b.body) ? b.body : '';
    if (roles.length === 0 || (!title && !body)) return [];
    return [{ route: b.route, roles, title, body }];
  });
}

/** The route name of a path relative to the seller prefix: events, event, checkout, complete, manage, … */
export function routeName(pathname: string): string {
  const [first = '', second, third] = pathname.split('/').filter(Boolean);
  if (first === 'events') return second ? 'event' : 'events';
  if (first === 'checkout') return second === 'complete' ? 'complete' : 'checkout';
  if (first === 'manage' && third) return 'reschedule';
  return first || 'home';
}

export function blocksFor(blocks: ContentBlock[], route: string, role: ContentRole): ContentBlock[] {
  return blocks.filter((b) => b.route === route && b.roles.includes(role));
}
